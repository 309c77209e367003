/** One text in each of the four languages: what every copy file is made of (the catalogue is built from them). */
import type { Lang } from './languages.js';

export type Texts = Readonly<Record<Lang, string>>;

/** Warnings as answered: each with its sentence in the answer's language (docs/tools/README.md, The answer), a calculation's and the quote's alike. */
import { figureMessage } from '../i18n/figure-text.js';
import type { Lang } from '../i18n/languages.js';
import type { Warning } from '../tools/kit/definition.js';

export function warningsWithMessages(warnings: readonly Warning[], lang: Lang) {
  return warnings.map((warning) => ({
    ...warning,
    message: figureMessage(warning.code, lang, warning.values, warning.texts),
  }));
}

/**
 * The `provenance` object every answer carries (docs/contract.md, Provenance). Handlers never build it:
 * they name the dataset versions they read, and the contract adds the rest.
 */
import { BoundedCache } from '../core/bounded-cache.js';
import { beijingDay } from '../core/calendar.js';
import { LICENSE } from '../core/license.js';
import type { CopyKey } from '../i18n/catalogue.js';
import type { Texts } from '../i18n/texts.js';
import type { Lang } from '../i18n/languages.js';
import { textOf } from '../i18n/messages.js';

/** A dataset version an answer read, as the dataset side describes it. */
export interface ProvenanceEntry {
  id: string;
  version: string;
  /** The publisher's date, with time and offset where the publisher gives them. */
  published_at: string;
  /** Where the rows came from; null where the publisher's terms do not allow showing it. */
  origin: string | null;
  /** The publisher's credit line by language; null where there is none to show. */
  source: Texts | null;
  /** Only where linking is allowed. */
  source_url?: string;
  /** Publisher name by language, for the one-line credit. */
  publisher: Texts;
  /** Copy keys of the licences under which the rows were published. */
  licenses: readonly CopyKey[];
}

interface ProvenanceDataset {
  id: string;
  version: string;
  published_at: string;
  origin: string | null;
  source: string | null;
  source_url?: string;
}

export interface Provenance {
  api: 'v1';
  site: string;
  generated_at: string;
  language: Lang;
  source_line: string;
  notice: string;
  datasets: ProvenanceDataset[];
  license: { status: 'draft' | 'approved'; ours: CopyKey; underlying: CopyKey[] };
}

const LIST_SEPARATOR: Record<Lang, string> = { 'zh-CN': '、', en: '; ', ja: '、', ko: '; ' };

function newestDay(datasets: readonly ProvenanceEntry[]): string {
  return datasets.map((d) => d.published_at.slice(0, 10)).reduce((a, b) => (b > a ? b : a));
}

export function buildProvenance(options: {
  site: string;
  lang: Lang;
  now: Date;
  datasets: readonly ProvenanceEntry[];
}): Provenance {
  const { lang, datasets } = options;
  const sourceLine =
    datasets.length === 0
      ? textOf('provenance.source_line.service', lang, { day: beijingDay(options.now) })
      : textOf('provenance.source_line.datasets', lang, {
          sources: [...new Set(datasets.map((d) => d.publisher[lang]))].join(LIST_SEPARATOR[lang]),
          day: newestDay(datasets),
        });
  return {
    api: 'v1',
    site: options.site,
    generated_at: options.now.toISOString(),
    language: lang,
    source_line: sourceLine,
    notice: textOf('provenance.notice', lang),
    datasets: datasets.map((d) => ({
      id: d.id,
      version: d.version,
      published_at: d.published_at,
      origin: d.origin,
      source: d.source === null ? null : d.source[lang],
      ...(d.source_url === undefined ? {} : { source_url: d.source_url }),
    })),
    license: {
      status: LICENSE.status,
      ours: LICENSE.ours,
      underlying: [...new Set(datasets.flatMap((d) => d.licenses))],
    },
  };
}

/**
 * Everything in a provenance object but the time it was generated depends only on site,
 * language, the versions read and (without datasets) the Beijing day: its JSON is made and
 * encoded once per such combination, and only the time is written per answer.
 */
const provenanceTexts = new BoundedCache<string, readonly [before: string, after: string]>(2_000);
const GENERATED_AT_MARK = '\u0000generated_at\u0000';

/** The provenance object as JSON text: made once per site, language and versions, and only generated_at per answer. */
export function provenanceJson(options: Parameters<typeof buildProvenance>[0]): string {
  const { site, lang, now, datasets } = options;
  let key = `${site}\u0000${lang}\u0000${datasets.length === 0 ? beijingDay(now) : ''}`;
  // A version's name with what its manifest may say differently for the same name (a version
  // imported again with its notice; two stores in one process): never another manifest's text.
  for (const d of datasets)
    key += `\u0000${d.id}/${d.version}/${d.published_at}/${d.origin ?? ''}/${d.source_url ?? ''}`;
  let parts = provenanceTexts.get(key);
  if (!parts) {
    const json = JSON.stringify({ ...buildProvenance(options), generated_at: GENERATED_AT_MARK });
    const [before, after] = json.split(JSON.stringify(GENERATED_AT_MARK)) as [string, string];
    parts = [before, after];
    provenanceTexts.set(key, parts);
  }
  return `${parts[0]}"${now.toISOString()}"${parts[1]}`;
}

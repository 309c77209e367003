/**
 * The sources of an answer on a page: its provenance's source line, and a link to each dataset
 * version it read, named as people know it (人民币汇率中间价, not central-parity) with the day it
 * was published and how long ago that was. "Today" is the day the answer was made, in Beijing
 * (its `generated_at`, from the service's clock): the site reads no clock of its own.
 */
import { beijingDay, daysBetween } from '../core/calendar.js';
import { findDataset } from '../datasets/registry.js';
import type { Lang } from '../i18n/languages.js';
import { siteWord } from '../i18n/site-words.js';
import { html, type Html } from './html.js';
import { type Here, type Words, showsApiNames, siteLink } from './layout.js';

export interface ProvenanceLike {
  source_line: string;
  notice: string;
  /** When the answer was made (ISO 8601): the day the data's age is counted to. */
  generated_at: string;
  datasets: Array<{ id: string; version: string; published_at: string; source_url?: string }>;
}

/** A dataset as people know it, in the page's language; its id when the build serves no such dataset. */
export function datasetName(id: string, lang: Lang): string {
  return findDataset(id)?.names[lang] ?? id;
}

/** The Beijing day an answer was made on. */
export function answerDay(provenance: Pick<ProvenanceLike, 'generated_at'>): string {
  return beijingDay(new Date(provenance.generated_at));
}

/** How long before `today` a day was: 今天, 昨天, 84 天前; nothing for a day after it. */
function ageOf(day: string, today: string, lang: Lang): string | undefined {
  const days = daysBetween(day, today);
  if (!(days >= 0)) return undefined;
  if (days === 0) return siteWord('site.age.today', lang);
  return days === 1 ? siteWord('site.age.yesterday', lang) : siteWord('site.age.days', lang, { days });
}

/** Words about a day with the day's age after them: 2026-09-04（84 天前）, 2026-09-04 公布的中间价（84 天前）. */
export function withAge(words: string, day: string, today: string, lang: Lang): string {
  const age = ageOf(day, today, lang);
  return age === undefined ? words : siteWord('site.age.dated', lang, { words, age });
}

const datedDay = (day: string, today: string, lang: Lang) => withAge(day, day, today, lang);

const publishedDay = (dataset: ProvenanceLike['datasets'][number]) => dataset.published_at.slice(0, 10);

/** The source line with the age written after each day a dataset it names was published ("截至 2026-09-04（84 天前）"). */
function withAges(text: string, provenance: ProvenanceLike, lang: Lang): string {
  const today = answerDay(provenance);
  const days = new Set(provenance.datasets.map(publishedDay));
  if (days.size === 0) return text;
  // In Chinese and Japanese the bracket that ends the age takes the place of the space after the day.
  const spaced = lang === 'zh-CN' || lang === 'ja';
  return text.replace(
    /(?<![0-9-])([0-9]{4}-[0-9]{2}-[0-9]{2})(?![0-9-])( (?=[^ -~]))?/g,
    (whole, day: string, space = '') => (days.has(day) ? datedDay(day, today, lang) + (spaced ? '' : space) : whole),
  );
}

/** Each dataset version read: its name, its publication day and age ("人民币汇率中间价，2026-09-04（84 天前）发布"). */
function datasetWords(dataset: ProvenanceLike['datasets'][number], today: string, lang: Lang): string {
  return siteWord('site.sources.dataset', lang, {
    name: datasetName(dataset.id, lang),
    day: datedDay(publishedDay(dataset), today, lang),
  });
}

/** The data an answer's figures rest on, in one line beside them; nothing when it read none. */
export function dataUsed(provenance: ProvenanceLike, here: Here, words: Words): Html {
  if (provenance.datasets.length === 0) return html``;
  const today = answerDay(provenance);
  const list = provenance.datasets.map((dataset) => datasetWords(dataset, today, here.lang));
  return html`<p class="data-used">${words('site.tool.data_used', { datasets: list.join(here.lang === 'zh-CN' || here.lang === 'ja' ? '；' : '; ') })}</p>`;
}

export function sourcesOf(provenance: ProvenanceLike, here: Here, words: Words): Html {
  const today = answerDay(provenance);
  return html`<section class="sources" aria-label="${words('site.tool.source')}">
<p>${withAges(provenance.source_line, provenance, here.lang)}</p>
${
  provenance.datasets.length > 0
    ? html`<ul>${provenance.datasets.map(
        (dataset) =>
          html`<li><a href="${siteLink(here, `/datasets/${dataset.id}/${dataset.version}`)}">${datasetWords(dataset, today, here.lang)}</a>${
            showsApiNames(here) ? html` <code class="api-name">${dataset.id} ${dataset.version}</code>` : ''
          }</li>`,
      )}</ul>`
    : ''
}
</section>`;
}

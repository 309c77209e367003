/**
 * The RMB central parity page (a plain GET form: it works without JavaScript): the quotations
 * in force on a day (GET /v1/central-parity), and one currency over a range (GET
 * /v1/central-parity/series) drawn as a line chart, each point linked to the publication it
 * comes from, with the same points as a table.
 */
import type { ErrorBody, SiteApi, SitePage } from '../api.js';
import { lineChart } from '../chart.js';
import { type Html, html } from '../html.js';
import { answerIssues } from '../issues.js';
import { type Here, type Words, page, siteLink, wordsIn, pageFields } from '../layout.js';
import { type ProvenanceLike, answerDay, sourcesOf, withAge } from '../sources.js';
import { pageNames } from './reader-words.js';

interface Quotation {
  id: string;
  currency: string;
  base: string;
  quote: string;
  per: string;
  value: string;
}

/** How a quotation reads, whichever way it is quoted: 1 USD = 7.1 CNY, 100 JPY = 4.6 CNY, 1 CNY = 202.07 KRW. */
const reading = (quotation: Quotation) => `${quotation.per} ${quotation.base} = ${quotation.value} ${quotation.quote}`;

interface DayAnswer extends ErrorBody {
  central_parity?: { date: string | null; published_on: string; on_the_day: boolean; quotations: Quotation[] };
  provenance: ProvenanceLike;
}

interface SeriesAnswer extends ErrorBody {
  series?: {
    currency: string;
    base: string;
    quote: string;
    from: string;
    to: string;
    points: Array<{ date: string; per: string; value: string; version: string }>;
  };
  provenance: ProvenanceLike;
}

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const dayOrNothing = (text: string | undefined) =>
  text && DAY.test(text.trim()) ? text.trim() : text?.trim() || undefined;

function parityForm(here: Here, words: Words, currencies: readonly string[], currency: string): Html {
  const field = (name: string, label: string, type = 'date') =>
    html`<div class="field"><label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${here.query[name] ?? ''}"></div>`;
  return html`<form method="get" action="/central-parity" class="parity">
${pageFields(here)}
${field('date', words('site.parity.day'))}
<fieldset><legend>${words('site.parity.series')}</legend>
<div class="field"><label for="currency">${words('site.parity.currency')}</label>
<select id="currency" name="currency">${currencies.map((code) => html`<option${code === currency ? html` selected` : ''}>${code}</option>`)}</select></div>
${field('from', words('site.parity.from'))}
${field('to', words('site.parity.to'))}
</fieldset>
<p class="actions"><button type="submit">${words('site.parity.show')}</button></p>
</form>`;
}

function dayTable(here: Here, words: Words, day: NonNullable<DayAnswer['central_parity']>, today: string): Html {
  const heading = words('site.parity.published_on', { published: day.published_on });
  return html`<h2>${withAge(heading, day.published_on, today, here.lang)}</h2>
${day.on_the_day || day.date === null ? '' : html`<p class="note">${words('site.parity.earlier', { day: day.date, published: day.published_on })}</p>`}
<table class="data parity-day"><thead><tr><th scope="col">${words('site.parity.pair')}</th><th scope="col">${words('site.parity.value')}</th><th scope="col">${words('site.parity.reads')}</th></tr></thead>
<tbody>${day.quotations.map(
    (quotation) =>
      html`<tr><th scope="row"><a href="${siteLink(here, '/central-parity', { currency: quotation.currency })}">${quotation.id}</a></th><td>${quotation.value}</td><td>${reading(quotation)}</td></tr>`,
  )}</tbody></table>`;
}

function seriesView(here: Here, words: Words, series: NonNullable<SeriesAnswer['series']>): Html {
  const pair = `${series.points[0]?.per === '100' ? '100' : ''}${series.base}/${series.quote}`;
  const label = words('site.parity.chart', { pair, from: series.from, to: series.to, count: series.points.length });
  const points = series.points.map((point) => ({
    date: point.date,
    value: point.value,
    href: siteLink(here, `/datasets/central-parity/${point.version}`),
  }));
  const gapNote = (days: number) => words('site.parity.gap', { days });
  return html`<h2>${pair}</h2>${lineChart(points, label, gapNote)}
<details><summary>${words('site.parity.table')}</summary><table class="data"><thead><tr><th scope="col">${words('site.parity.day')}</th><th scope="col">${words('site.parity.value')}</th></tr></thead>
<tbody>${series.points.map((point) => html`<tr><th scope="row"><a href="${siteLink(here, `/datasets/central-parity/${point.version}`)}">${point.date}</a></th><td>${point.value}</td></tr>`)}</tbody></table></details>`;
}

/** Without a range asked, the chart shows the three months before the publication shown. */
function threeMonthsBefore(day: DayAnswer['central_parity']): string | undefined {
  if (!day) return undefined;
  const start = new Date(`${day.published_on}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 3);
  return start.toISOString().slice(0, 10);
}

export async function parityPage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const currency = (here.query.currency ?? 'USD').trim().toUpperCase();
  const day = await api.get<DayAnswer>('/v1/central-parity', { date: dayOrNothing(here.query.date), lang: here.lang });
  const series = await api.get<SeriesAnswer>('/v1/central-parity/series', {
    currency,
    from: dayOrNothing(here.query.from) ?? (here.query.to ? undefined : threeMonthsBefore(day.body.central_parity)),
    to: dayOrNothing(here.query.to),
    lang: here.lang,
  });
  const currencies = day.body.central_parity?.quotations.map((quotation) => quotation.currency) ?? [currency];
  const body = html`${parityForm(here, words, currencies.includes(currency) ? currencies : [currency, ...currencies], currency)}
${day.body.central_parity ? dayTable(here, words, day.body.central_parity, answerDay(day.body.provenance)) : answerIssues(day.body, pageNames(here))}
${series.body.series ? seriesView(here, words, series.body.series) : answerIssues(series.body, pageNames(here))}
${sourcesOf(day.body.provenance, here, words)}`;
  const status = day.status !== 200 ? day.status : series.status;
  return { status, html: page({ here, title: words('site.nav.parity'), body }).text };
}

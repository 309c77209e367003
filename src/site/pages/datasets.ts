/**
 * The datasets: the list, one dataset with its versions (provenance, notice, licence, hash,
 * downloads), and a version's rows as a paged table (100 a page; the script sorts a page by a
 * column). Everything shown is the API's answer for the same dataset and version.
 */
import { isCopyKey } from '../../i18n/catalogue.js';
import type { Lang } from '../../i18n/languages.js';
import { textOf } from '../../i18n/messages.js';
import type { ErrorBody, SiteApi, SitePage } from '../api.js';
import { type Html, html } from '../html.js';
import { type Here, type Words, page, showsApiNames, siteLink, wordsIn } from '../layout.js';
import { pagerNav } from '../pager.js';
import { type ProvenanceLike, datasetName, sourcesOf } from '../sources.js';
import { errorPage } from './error.js';
import { columnLabel } from '../dataset-columns.js';
import { SEARCHED_DATASET, portSearchForm, portsMatching } from './port-search.js';

const ROWS_PER_PAGE = 100;

interface Notice {
  number: string;
  title: string;
  day: string;
  url: string;
}

interface VersionEntry {
  version: string;
  published_at: string;
  rows: number;
  content_hash: string;
  edition?: string;
  notice?: Notice;
  license: { ours: string; underlying: string[]; draft: boolean };
}

function licenceText(key: string, lang: Lang): string {
  return isCopyKey(key) ? textOf(key, lang) : key;
}

function noticeLink(notice: Notice | undefined): Html {
  return notice
    ? html`<a href="${notice.url}" rel="external">${notice.number} ${notice.title}</a> (${notice.day})`
    : html``;
}

function downloads(here: Here, words: Words, path: string): Html {
  return html`${words('site.datasets.download')}: <a href="${`${path}/rows.csv`}" download>CSV</a> · <a href="${`${path}/rows.json`}" download>JSON</a>`;
}

export async function datasetsPage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const list = await api.get<
    { datasets: Array<{ id: string; name?: string; current: string | null; versions: number }> } & ErrorBody
  >('/v1/datasets', { lang: here.lang });
  if (list.status !== 200) return errorPage(here, words('site.nav.datasets'), list.status, list.body);
  const body = html`<table class="data"><thead><tr><th scope="col">${words('site.datasets.name')}</th><th scope="col">${words('site.datasets.current')}</th><th scope="col">${words('site.datasets.versions')}</th></tr></thead>
<tbody>${list.body.datasets.map(
    (dataset) =>
      html`<tr><th scope="row"><a href="${siteLink(here, `/datasets/${dataset.id}`)}">${dataset.name ?? dataset.id}</a>${showsApiNames(here) ? html` <code class="api-name">${dataset.id}</code>` : ''}</th>${
        dataset.versions === 0
          ? html`<td colspan="2">${words('site.datasets.none_yet')}</td>`
          : html`<td>${dataset.current ?? '—'}</td><td>${dataset.versions}</td>`
      }</tr>`,
  )}</tbody></table>`;
  return { status: 200, html: page({ here, title: words('site.nav.datasets'), body }).text };
}

export async function datasetPage(api: SiteApi, here: Here, id: string): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const answer = await api.get<
    { current: string | null; versions: VersionEntry[]; provenance: ProvenanceLike } & ErrorBody
  >(`/v1/datasets/${id}`, { lang: here.lang });
  const title = datasetName(id, here.lang);
  if (answer.status !== 200) return errorPage(here, title, answer.status, answer.body);
  const { versions, current } = answer.body;
  const body = html`${id === SEARCHED_DATASET && current ? portSearchForm(here, words, `/datasets/${id}/current`) : ''}
<table class="data"><thead><tr>
<th scope="col">${words('site.datasets.versions')}</th><th scope="col">${words('site.datasets.published')}</th>
<th scope="col">${words('site.datasets.rows')}</th><th scope="col">${words('site.datasets.notice')}</th>
<th scope="col">${words('site.datasets.licence')}</th><th scope="col">${words('site.datasets.download')}</th></tr></thead>
<tbody>${versions.map(
    (version) => html`<tr>
<th scope="row"><a href="${siteLink(here, `/datasets/${id}/${version.version}`)}">${version.version}</a>${version.version === current ? html` <small>(${words('site.datasets.current')})</small>` : ''}${version.edition ? html` <small>${version.edition}</small>` : ''}</th>
<td>${version.published_at}</td><td>${version.rows}</td><td>${noticeLink(version.notice)}</td>
<td>${licenceText(version.license.ours, here.lang)}</td>
<td><a href="${`/v1/datasets/${id}/${version.version}/rows.csv`}" download>CSV</a> · <a href="${`/v1/datasets/${id}/${version.version}/rows.json`}" download>JSON</a></td>
</tr>`,
  )}</tbody></table>
${sourcesOf(answer.body.provenance, here, words)}`;
  return { status: 200, html: page({ here, title, body }).text };
}

interface RowsPage {
  dataset: string;
  version: string;
  published_at: string;
  content_hash: string;
  edition?: string;
  notice?: Notice;
  rows: number;
  columns: string[];
  offset: number;
  next: number | null;
  links: { csv: string; json: string };
  license: { ours: string; underlying: string[]; draft: boolean };
  data: Array<Record<string, unknown>>;
  provenance: ProvenanceLike;
}

/** A cell by its flattened column name (`name.en`, `search.zh`): lists joined, nothing for an absent value. */
function cell(row: Record<string, unknown>, column: string): string {
  let value: unknown = row;
  for (const part of column.split('.'))
    value = typeof value === 'object' && value !== null ? Object(value)[part] : undefined;
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined || value === null ? '' : String(value);
}

function pager(here: Here, words: Words, path: string, rows: RowsPage, place: 'above' | 'below'): Html {
  const first = rows.data.length === 0 ? 0 : rows.offset + 1;
  const previous = rows.offset > 0 ? Math.max(0, rows.offset - ROWS_PER_PAGE) : null;
  const range = words('site.pager.range', { first, last: rows.offset + rows.data.length, total: rows.rows });
  const at = (offset: number | null) =>
    offset === null ? null : siteLink(here, path, { q: here.query.q, offset: String(offset) });
  return pagerNav(words, range, at(previous), at(rows.next), place);
}

/** The rows page asked: a page of the version's rows, or with `q` on the ports, the page of the rows that match. */
async function rowsAsked(
  api: SiteApi,
  here: Here,
  path: string,
  id: string,
  offset: string,
): Promise<{ status: number; body: (RowsPage & ErrorBody) | ErrorBody; matched?: number }> {
  const q = here.query.q?.trim();
  const page = (start: string) =>
    api.get<RowsPage & ErrorBody>(path, { lang: here.lang, offset: start, limit: String(ROWS_PER_PAGE) });
  if (id !== SEARCHED_DATASET || !q) return page(offset);
  // The version's facts from its first page; its rows are the matching ones.
  const [facts, found] = await Promise.all([page('0'), portsMatching(api, path, q, here.lang)]);
  if (facts.status !== 200 || found.status !== 200) return facts.status !== 200 ? facts : found;
  const start = Math.min(Number(offset), found.rows.length);
  const end = start + ROWS_PER_PAGE;
  const rows: RowsPage & ErrorBody = {
    ...facts.body,
    offset: start,
    next: end < found.rows.length ? end : null,
    data: found.rows.slice(start, end),
  };
  return { status: 200, body: rows, matched: found.rows.length };
}

function isRowsPage(body: (RowsPage & ErrorBody) | ErrorBody): body is RowsPage & ErrorBody {
  return 'columns' in body && 'data' in body;
}

export async function versionPage(api: SiteApi, here: Here, id: string, version: string): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const offset = /^[0-9]{1,9}$/.test(here.query.offset ?? '') ? (here.query.offset ?? '0') : '0';
  const answer = await rowsAsked(api, here, `/v1/datasets/${id}/${version}`, id, offset);
  const title = `${datasetName(id, here.lang)} ${version}`;
  if (answer.status !== 200 || !isRowsPage(answer.body)) return errorPage(here, title, answer.status, answer.body);
  const rows = answer.matched === undefined ? answer.body : { ...answer.body, rows: answer.matched };
  const path = `/datasets/${id}/${version}`;
  const found =
    answer.matched === undefined
      ? ''
      : html`<h2>${words('site.datasets.found', { q: here.query.q?.trim() ?? '', total: answer.matched })}</h2>`;
  const body = html`${id === SEARCHED_DATASET ? portSearchForm(here, words, path) : ''}
${found}
<dl class="facts">
<div><dt>${words('site.datasets.published')}</dt><dd>${rows.published_at}${rows.edition ? ` · ${rows.edition}` : ''}</dd></div>
${rows.notice ? html`<div><dt>${words('site.datasets.notice')}</dt><dd>${noticeLink(rows.notice)}</dd></div>` : ''}
<div><dt>${words('site.datasets.rows')}</dt><dd>${answer.body.rows}</dd></div>
<div><dt>${words('site.datasets.hash')}</dt><dd><code>${rows.content_hash}</code></dd></div>
<div><dt>${words('site.datasets.licence')}</dt><dd>${licenceText(rows.license.ours, here.lang)}${rows.license.underlying.map((key) => html`<br>${licenceText(key, here.lang)}`)}</dd></div>
<div><dt>${words('site.datasets.download')}</dt><dd>${downloads(here, words, `/v1/datasets/${id}/${version}`)}</dd></div>
</dl>
${sourcesOf(rows.provenance, here, words)}
<p class="hint">${words('site.datasets.sort')}</p>
${pager(here, words, path, rows, 'above')}
<div class="table-wrap"><table class="data sortable"><thead><tr>${rows.columns.map((column) => html`<th scope="col">${columnLabel(id, column, here.lang)}</th>`)}</tr></thead>
<tbody>${rows.data.map((row) => html`<tr>${rows.columns.map((column) => html`<td>${cell(row, column)}</td>`)}</tr>`)}</tbody></table></div>
${pager(here, words, path, rows, 'below')}`;
  return { status: 200, html: page({ here, title, body }).text };
}

/**
 * A calculator's page (`links.page`): the form made from the tool's description, filled from
 * the query; when the query names every required input, the calculation the API answers for it,
 * with each refusal beside its field. A link from an answer thus shows that answer again.
 */
import type { Lang } from '../../i18n/languages.js';
import type { ToolDefinition } from '../../tools/kit/definition.js';
import { TOOLS } from '../../tools/registry.js';
import { type ApiIssue, type ErrorBody, type SiteApi, type SitePage, retryAfterOf } from '../api.js';
import type { FormInputs } from '../form-values.js';
import { companionLinks } from './companions.js';
import { formSent, givenInputs, requiredGiven } from './given-inputs.js';
import { html } from '../html.js';
import { ISSUES_AT_MOST, siteIssue, unlisted } from '../issues.js';
import { type Here, page, siteLink, wordsIn } from '../layout.js';
import { type ToolAnswer, toolAnswer } from './tool-answer.js';
import { readerNames } from './reader-words.js';
import { type InputDescription, describeTool } from '../../tools/kit/describe.js';
import { exampleValues, shownFields, toolForm } from './tool-form.js';
import { busyBanner, refusalBanner } from './refusal-banner.js';
import { errorPage } from './error.js';
import { withLibraryRates } from './library-rates.js';
import { printedInputs } from './answer-print.js';
import { exampleNote, exampleToday } from './example-today.js';

interface ToolDescription {
  id: string;
  name: string;
  inputs: InputDescription[];
  outputs?: Array<{ name: string; label?: string }>;
  headline?: string[];
}

export function toolBySlug(slug: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.slug === slug);
}

export function issuesByPath(issues: readonly ApiIssue[]): Map<string, ApiIssue[]> {
  const byPath = new Map<string, ApiIssue[]>();
  for (const issue of issues) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue]);
  return byPath;
}

/**
 * The API's bound on rows, applied before anything is rendered or asked: a rows input given more
 * rows than its max_items is refused as the API refuses it (`input.rows_count` at its path), and
 * its rows are not shown, so that a query of 700 rows is not a page of 700 (a form of max_items
 * rows would still be ~1 KB a row, so none are kept; the query that had them is the visitor's).
 */
export function withinRowBounds(inputs: readonly InputDescription[], given: FormInputs) {
  const kept: FormInputs = { ...given };
  const refused: ApiIssue[] = [];
  for (const input of inputs) {
    const rows = given[input.name];
    if (input.type !== 'rows' || input.max_items === undefined || !Array.isArray(rows)) continue;
    if (rows.length <= input.max_items) continue;
    delete kept[input.name];
    refused.push(siteIssue(input.name, 'input.rows_count', { min: input.min_items ?? 0, max: input.max_items }));
  }
  return { kept, refused };
}

/** Names of each tool in the language, for a hint's link to the next tool. */
function toolNames(lang: Lang): Map<string, string> {
  return new Map(TOOLS.map((tool) => [tool.slug, tool.names[lang]]));
}

/**
 * The tool's description: the API's, or, when the visitor's bucket is empty (429), the same
 * description made here from the tool's declaration, so that the page keeps its form and values.
 */
async function descriptionOf(api: SiteApi, here: Here, tool: ToolDefinition) {
  const described = await api.get<{ tool: ToolDescription } & ErrorBody>(`/v1/tools/${tool.id}`, { lang: here.lang });
  if (described.status === 200) return { tool: described.body.tool };
  const retryAfter = retryAfterOf(described.status, described.body);
  return retryAfter === undefined ? { failed: described } : { tool: describeTool(tool, here.lang, ''), retryAfter };
}

export async function toolPage(api: SiteApi, here: Here, tool: ToolDefinition): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const description = await descriptionOf(api, here, tool);
  if (description.failed)
    return errorPage(here, tool.names[here.lang], description.failed.status, description.failed.body);
  const { inputs, name, outputs, headline } = description.tool;
  const outputNames = new Map((outputs ?? []).map((output) => [output.name, output.label ?? output.name]));
  const reader = readerNames(here, inputs, outputNames);
  const { kept: typed, refused } = withinRowBounds(inputs, givenInputs(here.query, inputs));
  // A row's refund and levy rates from the library, when its code and day are given and its rate is not.
  const { given, notes: libraryNotes } = await withLibraryRates(api, here, inputs, typed);
  // A form sent with a required field blank is asked too: the API's refusal lists what is missing.
  const ready =
    description.retryAfter === undefined &&
    refused.length === 0 &&
    (formSent(here.query) || (Object.keys(given).length > 0 && requiredGiven(inputs, given)));
  const answer = ready
    ? await api.post<ToolAnswer & ErrorBody>(`/v1/tools/${tool.id}/compute`, { inputs: given }, { lang: here.lang })
    : null;
  const retryAfter = description.retryAfter ?? (answer ? retryAfterOf(answer.status, answer.body) : undefined);
  const refusal: ErrorBody | null =
    refused.length > 0
      ? { issues: refused }
      : answer && answer.status !== 200 && retryAfter === undefined
        ? answer.body
        : null;
  // The issues shown beside their fields and in the list together are at most the API's 100.
  const issues = (refusal?.issues ?? []).slice(0, ISSUES_AT_MOST);
  const byPath = issuesByPath(issues);
  const besideFields = shownFields(inputs, given);
  // The example link and placeholders: the worked example with today's rates and rules.
  const today = await exampleToday(api, here, inputs, tool.example);
  const example = siteLink(here, `/tools/${tool.slug}`, Object.fromEntries(today.fields));
  const companions = answer?.status === 200 ? companionLinks(tool, here, given, words) : '';
  const more = refusal ? unlisted(refusal) + (refusal.issues?.length ?? 0) - issues.length : 0;
  const body = html`
${retryAfter !== undefined ? busyBanner(retryAfter, words) : refusal ? refusalBanner(inputs, issues, besideFields, { reader, words, more }) : ''}
${libraryNotes}
${exampleNote(here, today, typed)}
${toolForm(siteLink(here, `/tools/${tool.slug}`), inputs, { here, words, given, issuesAt: byPath, reader, examples: exampleValues(today.fields) }, html`<a href="${example}">${words('site.tool.example')}</a> ${companions}`)}
${answer && answer.status === 200 ? toolAnswer(answer.body, answer.text, here, words, { tools: toolNames(here.lang), outputs: outputNames, reader, headline: new Set(headline ?? []), given, printed: printedInputs(inputs, given, answer.body.provenance.generated_at, words) }) : ''}`;
  const status = retryAfter !== undefined ? 429 : refused.length > 0 ? 400 : (answer?.status ?? 200);
  // tool-page: printed, the title, the inputs, the answer and the steps alone (site.css).
  const written = page({ here, title: name, body, bodyClass: 'tool-page' }).text;
  return { status, html: written, ...(retryAfter === undefined ? {} : { retryAfter }) };
}

export async function toolsIndexPage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const list = await api.get<{ tools: Array<{ id: string; name: string }> } & ErrorBody>('/v1/tools', {
    lang: here.lang,
  });
  if (list.status !== 200) return errorPage(here, words('site.nav.tools'), list.status, list.body);
  const slugOf = new Map(TOOLS.map((tool) => [tool.id, tool.slug]));
  const body = html`<ul class="cards">${list.body.tools.map(
    (tool) => html`<li><a href="${siteLink(here, `/tools/${slugOf.get(tool.id) ?? tool.id}`)}">${tool.name}</a></li>`,
  )}</ul>`;
  return { status: 200, html: page({ here, title: words('site.nav.tools'), body }).text };
}

/**
 * Pages a calculator's page links to once it shows an answer, registered here rather than
 * special-cased by tool: each is served at `/tools/{slug}/{path}` (site/routes.ts) with the same
 * query as the tool's page, and linked beside the form's example link. A new one is one entry.
 */
import type { ToolDefinition } from '../../tools/kit/definition.js';
import type { SiteApi, SitePage } from '../api.js';
import { type FormInputs, formFields } from '../form-values.js';
import { type Html, html } from '../html.js';
import type { SiteWord } from '../../i18n/site-words.js';
import { type Here, type Words, siteLink } from '../layout.js';
import { loadPlanPrintPage } from './load-plan-print.js';
import { marksPage } from './marks.js';

interface CompanionPage {
  /** The tool whose answer it shows (its id). */
  tool: string;
  /** Its path under the tool's page. */
  path: string;
  /** The words of the link to it. */
  label: SiteWord;
  render(api: SiteApi, here: Here): Promise<SitePage>;
}

export const COMPANION_PAGES: readonly CompanionPage[] = [
  // The marks laid out for printing (A4 or labels), from maitou's answer.
  { tool: 'maitou', path: 'print', label: 'site.tool.print_marks', render: marksPage },
  // The loading plan for the crew: a page a container, its picture and its blocks in order.
  { tool: 'load-plan', path: 'print', label: 'site.tool.print_plan', render: loadPlanPrintPage },
];

/** The links to `tool`'s companion pages for the inputs its page was given. */
export function companionLinks(tool: ToolDefinition, here: Here, given: FormInputs, words: Words): Html[] {
  const query = Object.fromEntries(formFields(given));
  return COMPANION_PAGES.filter((companion) => companion.tool === tool.id).map(
    (companion) =>
      html`<a href="${siteLink(here, `/tools/${tool.slug}/${companion.path}`, query)}">${words(companion.label)}</a>`,
  );
}

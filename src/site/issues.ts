/** Refusals on a page, each in the page’s language (the API writes Chinese then English, §7). */
import type { Lang } from '../i18n/languages.js';
import { issueSentence } from '../i18n/messages.js';
import type { ApiIssue } from './api.js';
import { type Html, html } from './html.js';

/** Issues as a list, for those that belong to no field of the page. */
export function issueList(issues: readonly ApiIssue[], lang: Lang): Html {
  if (issues.length === 0) return html``;
  return html`<ul class="issues" role="alert">${issues.map((issue) => html`<li>${issue.path ? html`<code>${issue.path}</code>: ` : ''}${issueSentence(issue, lang)}</li>`)}</ul>`;
}

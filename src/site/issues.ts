/** Refusals on a page, each in the page’s language (the API writes Chinese then English, docs/contract.md, Errors). */
import type { CopyKey } from '../i18n/catalogue.js';
import { type MessageValues, bilingual } from '../i18n/messages.js';
import { siteWord } from '../i18n/site-words.js';
import type { ApiIssue, ErrorBody } from './api.js';
import { type Html, html } from './html.js';
import type { ReaderNames } from './pages/reader-words.js';

/**
 * The most issues a page lists, the API's own bound (http/api-error.ts): a query of a few KB can
 * hold thousands of refused fields, and listing each made a page of hundreds of KB.
 */
export const ISSUES_AT_MOST = 100;

/** A refusal of the site's own, written as the API writes its issues (its copy key and sentence). */
export function siteIssue(path: string, code: CopyKey, values: MessageValues = {}): ApiIssue {
  return { path, code, values, message: bilingual(code, values) };
}

/** How many issues an error answer counted but did not list (`issues_total`). */
export function unlisted(body: ErrorBody): number {
  return Math.max(0, (body.issues_total ?? 0) - (body.issues?.length ?? 0));
}

/**
 * Issues as a list, for those that belong to no field of the page, each named by its field's label
 * (its path with the API names switch on); `more` were counted but not listed.
 */
export function issueList(issues: readonly ApiIssue[], reader: ReaderNames, more = 0): Html {
  const shown = issues.slice(0, ISSUES_AT_MOST);
  const left = more + issues.length - shown.length;
  if (shown.length === 0 && left === 0) return html``;
  // The alert is the list's container: a list keeps its own role, so that its items stay items.
  return html`<div role="alert"><ul class="issues">${shown.map((issue) => html`<li>${reader.issueField(issue)}${reader.issue(issue)}</li>`)}</ul></div>${
    left > 0 ? html`<p class="issues-more">${siteWord('site.issues.more', reader.lang, { count: left })}</p>` : ''
  }`;
}

/** An error answer's issues, with the count it left out. */
export function answerIssues(body: ErrorBody, reader: ReaderNames): Html {
  return issueList(body.issues ?? [], reader, unlisted(body));
}

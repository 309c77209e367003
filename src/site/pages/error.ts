/** A page whose API answer was an error: the status it had and its issues, in the page's language. */
import type { ApiIssue, SitePage } from '../api.js';
import { issueList } from '../issues.js';
import { type Here, page } from '../layout.js';

export function errorPage(here: Here, title: string, status: number, issues: readonly ApiIssue[] = []): SitePage {
  return { status, html: page({ here, title, body: issueList(issues, here.lang) }).text };
}

/** A page whose API answer was an error: the status it had and its issues, in the page's language. */
import { type ErrorBody, type SitePage, retryAfterOf } from '../api.js';
import { answerIssues } from '../issues.js';
import { type Here, page } from '../layout.js';
import { pageNames } from './reader-words.js';

export function errorPage(here: Here, title: string, status: number, answer: ErrorBody = {}): SitePage {
  const retryAfter = retryAfterOf(status, answer);
  return {
    status,
    html: page({ here, title, body: answerIssues(answer, pageNames(here)) }).text,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

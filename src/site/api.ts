/**
 * The API as the site's pages call it: like any client, by method, path and query, getting
 * the same answers, rate limit and caching (the HTTP layer passes each call through the
 * service, as from the page's visitor). Pages render what comes back; they compute nothing.
 */
export interface ApiAnswer<T> {
  status: number;
  body: T;
  /** The answer's JSON as the API wrote it. */
  text: string;
}

export type Query = Readonly<Record<string, string | undefined>>;

export interface SiteApi {
  get<T>(path: string, query?: Query): Promise<ApiAnswer<T>>;
  post<T>(path: string, body: unknown, query?: Query): Promise<ApiAnswer<T>>;
}

/** An issue of an error answer (docs/contract.md, Errors). */
export interface ApiIssue {
  path: string;
  code: string;
  values?: Readonly<Record<string, string | number>>;
  message: string;
}

export interface ErrorBody {
  issues?: ApiIssue[];
  /** How many issues there were in all, when the answer lists only the first (docs/contract.md, Errors). */
  issues_total?: number;
}

/** What a page answers: its status follows the API answer it shows (a 404 lookup is a 404 page). */
export interface SitePage {
  status: number;
  html: string;
  /** Seconds until the visitor's bucket pays again, for a 429 page's Retry-After. */
  retryAfter?: number;
}

/** The seconds a 429 answer says to wait (`api.rate_limited`'s `retryAfter`), or undefined for any other answer. */
export function retryAfterOf(status: number, body: ErrorBody): number | undefined {
  if (status !== 429) return undefined;
  const seconds = body.issues?.find((issue) => issue.code === 'api.rate_limited')?.values?.retryAfter;
  return typeof seconds === 'number' ? seconds : 1;
}

/**
 * fetch for tests that talk to a real socket (a listening app, a spawned `npm start`): each
 * answer is checked against the server's own /v1/openapi.json, fetched once per origin, like
 * every inject answer (answer-check.ts). A server that serves no document is not checked.
 */
import { AnswerChecker, isOpenApiDocument } from './answer-check.js';

const checkers = new Map<string, Promise<AnswerChecker | null>>();

function checkerOf(origin: string): Promise<AnswerChecker | null> {
  let checker = checkers.get(origin);
  if (!checker) {
    checker = fetch(`${origin}/v1/openapi.json`).then(async (served) => {
      const document: unknown = served.ok ? await served.json() : null;
      return isOpenApiDocument(document) ? new AnswerChecker(document) : null;
    });
    // A server that was not up yet is asked again next time.
    checker.catch(() => checkers.delete(origin));
    checkers.set(origin, checker);
  }
  return checker;
}

export async function checkedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const response = await fetch(request);
  const checker = await checkerOf(url.origin).catch(() => null);
  if (!checker) return response;
  const json = request.method !== 'HEAD' && (response.headers.get('content-type') ?? '').startsWith('application/json');
  const text = json ? await response.clone().text() : '';
  checker.check(request.method, `${url.pathname}${url.search}`, {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    json: () => JSON.parse(text),
  });
  return response;
}

/**
 * The website, served by the same service under SITE_URL: HTML pages rendered from
 * the API's own answers, and the site's files. A page calls the API through the service itself
 * (Fastify's inject), as from the page's visitor: the same answers, the same cache and the same
 * bucket, charged to the same sender. The contract's onRequest (CORS, the bucket, the log line)
 * runs for every page and file as for any request. Files are sent compressed when the request
 * takes it (the API reference's renderer is 4.35 MB as it is, 1.05 MB in brotli), and so are pages.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../core/etag.js';
import { issue } from '../core/issues.js';
import { errorOutcome, outcomeJson } from './answer-pipeline.js';
import { ApiError } from './api-error.js';
import { type ErrorDeps, methodsServedAt } from './contract/errors.js';
import type { ApiAnswer, Query, SiteApi, SitePage } from '../site/api.js';
import { type Encoding, type SiteAsset, assetBody, siteAssets } from '../site/assets.js';
import { withQuery } from '../site/html.js';
import type { Here } from '../site/layout.js';
import { SITE_FORMS, SITE_ROUTES } from '../site/routes.js';
import { notFoundPage } from '../site/pages/error.js';

/** Pages are made anew for each request, and revalidated by their bytes' hash. */
const PAGE_CACHE_CONTROL = 'no-cache';
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** A strict Content-Security-Policy: every script, style, image and call from this service only. */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

function siteApiFor(app: FastifyInstance, request: FastifyRequest): SiteApi {
  const forwarded = request.headers['x-forwarded-for'];
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': String(forwarded) };
  const remoteAddress = request.raw.socket?.remoteAddress ?? '127.0.0.1';
  const call = async <T>(method: 'GET' | 'POST', path: string, query: Query, body?: unknown): Promise<ApiAnswer<T>> => {
    const answer = await app.inject({
      method,
      url: withQuery(path, query),
      remoteAddress,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: answer.statusCode, body: answer.json(), text: answer.body };
  };
  return {
    get: (path, query = {}) => call('GET', path, query),
    post: (path, body, query = {}) => call('POST', path, query, body),
  };
}

/**
 * The encodings a request takes (RFC 9110 §12.5.3): br or gzip named with a weight above 0, or
 * both by `*` unless named with 0. Which to send is the server's choice: br, then gzip.
 */
function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((text) => text.trim());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    if (weight !== undefined && !(Number(weight.slice(2)) > 0)) refused.add(name);
    else if (name === '*') any = true;
    else if (name === 'br' || name === 'gzip') accepted.add(name);
  }
  if (any) for (const encoding of ENCODINGS) if (!refused.has(encoding)) accepted.add(encoding);
  return accepted;
}

/** The page's query as one value per name (the last, as a form would not repeat a name). */
function queryOf(url: string): Record<string, string> {
  const at = url.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(at + 1)));
}

/**
 * The API as a page sees it when the visitor's bucket is already empty: every call answers the
 * 429 the API itself would (its JSON, provenance and all), without asking the API, so that the
 * page is drawn with what it knows (a calculator keeps its form and the values typed, and says
 * when to send it again) rather than as the API's JSON.
 */
function spentApi(refusal: ApiError, request: FastifyRequest, deps: ErrorDeps): SiteApi {
  const text = outcomeJson(errorOutcome(refusal, request.lang, deps, { url: request.url }));
  const answer = async <T>(): Promise<ApiAnswer<T>> => ({ status: refusal.status, body: JSON.parse(text), text });
  return { get: answer, post: answer };
}

function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.issues[0]?.code === 'api.rate_limited';
}

/**
 * A page is made for its request, so it is compressed for it, off the event loop: brotli at a
 * quality that takes about a millisecond for a 15 KB page (5: a 45 KB answer page to a fifth),
 * else gzip at zlib's default level.
 */
const PAGE_BROTLI_QUALITY = 5;
const compressPage: Readonly<Record<Encoding, (html: string) => Promise<Buffer>>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (html) => promisify(gzip)(html),
};

async function sendPage(request: FastifyRequest, reply: FastifyReply, sitePage: SitePage): Promise<FastifyReply> {
  if (sitePage.retryAfter !== undefined) reply.header('retry-after', String(sitePage.retryAfter));
  const etag = `W/"${createHash('sha256').update(sitePage.html).digest('base64url').slice(0, 32)}"`;
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('vary', 'accept-encoding')
    .header('cache-control', sitePage.status === 200 ? PAGE_CACHE_CONTROL : 'no-store');
  if (sitePage.status === 200) {
    reply.header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  reply.code(sitePage.status);
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = ENCODINGS.find((candidate) => accepted.has(candidate));
  if (!encoding) return reply.send(sitePage.html);
  return reply.header('content-encoding', encoding).send(await compressPage[encoding](sitePage.html));
}

/** The site's file at a URL (its query aside), if any. */
function assetAt(url: string): SiteAsset | undefined {
  const path = url.split('?')[0];
  return Object.values(siteAssets()).find((candidate) => candidate.path === path);
}

/** Paths of the API and the service's own endpoints: they keep the API's JSON 404 whatever the request accepts. */
const API_PATH = /^\/(?:v1|mcp|metrics|healthz|readyz)(?:[/?]|$)/;

/**
 * A browser's request for a page the site does not have (a GET or HEAD that accepts HTML, at
 * a path outside the API's) is answered by the site's 404 page, in its frame and language.
 * True when it is being answered so.
 */
export function answerPageNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): boolean {
  const wantsPage = request.method === 'GET' || request.method === 'HEAD';
  if (!wantsPage || API_PATH.test(request.url) || !/\btext\/html\b/.test(request.headers.accept ?? '')) return false;
  if (methodsServedAt(app, request.url) !== null) return false;
  const path = request.url.split('?')[0] ?? '/';
  const here: Here = { path, query: queryOf(request.url), lang: request.lang };
  sendPage(request, reply, notFoundPage(here)).catch((error: unknown) => reply.send(error));
  return true;
}

/** Where a page is: its path, its query and the language the request asked for. */
const here = (request: FastifyRequest): Here => ({
  path: request.url.split('?')[0] ?? '/',
  query: queryOf(request.url),
  lang: request.lang,
});

/** A form field as parsed: a name and its value. */
const isField = (entry: unknown): entry is [string, string] =>
  Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string';

export function registerSite(app: FastifyInstance, deps: ErrorDeps): void {
  for (const route of SITE_ROUTES) {
    app.get<{ Params: Record<string, string> }>(
      route.path,
      {
        // A page refused by the bucket on arrival is still a page: drawn without asking the API.
        errorHandler: async (error, request, reply) => {
          if (!isRateLimited(error)) throw error;
          reply.headers(error.headers);
          const spent = spentApi(error, request, deps);
          return sendPage(request, reply, await route.render(spent, here(request), request.params));
        },
      },
      async (request, reply) =>
        sendPage(request, reply, await route.render(siteApiFor(app, request), here(request), request.params)),
    );
  }
  // The forms posted to pages, in a context of their own: only they read form bodies; the API's
  // routes keep answering a form body with 415.
  app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.bodyBytes = Buffer.byteLength(text);
      done(null, [...new URLSearchParams(text)]);
    });
    for (const form of SITE_FORMS) {
      const fieldsOf = (request: FastifyRequest) =>
        Array.isArray(request.body) ? request.body.filter(isField) : undefined;
      forms.post(
        form.path,
        {
          // Refused on arrival, the body is not read (what the bucket refuses is that work); refused once read, it is.
          errorHandler: async (error, request, reply) => {
            if (!isRateLimited(error)) throw error;
            reply.headers(error.headers);
            return sendPage(
              request,
              reply,
              await form.post(spentApi(error, request, deps), here(request), fieldsOf(request)),
            );
          },
        },
        async (request, reply) =>
          sendPage(request, reply, await form.post(siteApiFor(app, request), here(request), fieldsOf(request) ?? [])),
      );
    }
  });
  app.get('/assets/:file', { config: { ownFile: (url) => assetAt(url) !== undefined } }, async (request, reply) => {
    const asset = assetAt(request.url);
    if (!asset) throw new ApiError([issue('', 'api.not_found')]);
    reply
      .header('content-type', asset.contentType)
      .header('cache-control', ASSET_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('vary', 'accept-encoding')
      .header('etag', asset.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
    const { encoding, bytes } = await assetBody(asset, acceptedEncodings(request.headers['accept-encoding']));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  });
}

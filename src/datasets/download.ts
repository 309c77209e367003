/**
 * Downloading a publisher's file for `npm run fetch` and the scheduled fetches: every failure an
 * ImportError that starts with the address. Each file has limits on its bytes as sent and once
 * decoded, counted as they arrive: an answer declaring more is refused from its headers, unread,
 * and one sending more is cut off at the first chunk past its limit (a TooLarge, size-limit.ts).
 *
 * node's fetch would inflate a gzip answer out of sight, so the request is made with node:http
 * and the answer decoded here with zlib streams, both counts exact; zlib inflates off the event
 * loop, one chunk at a time as the count asks for it.
 */
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type Transform as TransformStream, pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { ImportError } from './model.js';
import { ByteCount, TooLarge, gathered, sizeText } from './size-limit.js';

const TIMEOUT_MS = 60_000;
const MOST_REDIRECTS = 5;

/** The bytes a publisher's file may take as sent (`wire`) and once its Content-Encoding is undone (`inflated`). */
export interface DownloadLimits {
  wire: number;
  inflated: number;
}

export interface DownloadRequest {
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
}

const DECODERS: Readonly<Record<string, () => TransformStream>> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

export async function download(url: string, limits: DownloadLimits, request: DownloadRequest = {}): Promise<Buffer> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const response = await answer(url, new URL(url), request, signal, 0);
  if (response.statusCode === undefined || response.statusCode < 200 || response.statusCode > 299) {
    response.destroy();
    throw new ImportError(`${url} answered ${response.statusCode}`);
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.wire) {
    response.destroy();
    throw new TooLarge(`${url} declares ${declared} bytes, more than its limit of ${sizeText(limits.wire)}`);
  }
  const codings = (response.headers['content-encoding'] ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const decoders: TransformStream[] = [];
  // Undone last applied first.
  for (const coding of [...codings].reverse()) {
    const decoder = DECODERS[coding];
    if (!decoder) {
      response.destroy();
      throw new ImportError(`${url} answered in an encoding it cannot read (Content-Encoding ${codings.join(', ')})`);
    }
    decoders.push(decoder());
  }
  const counted = () => ({ wire: wire.count, inflated: inflated.count });
  const wire: ByteCount = new ByteCount(
    limits.wire,
    () => new TooLarge(`${url} sent more than its limit of ${sizeText(limits.wire)}`, counted()),
  );
  const undone = codings.length > 0 ? ` once ${codings.join(', ')} is undone` : '';
  const inflated: ByteCount = new ByteCount(
    limits.inflated,
    () => new TooLarge(`${url} answered more than its limit of ${sizeText(limits.inflated)}${undone}`, counted()),
  );
  // An error anywhere ends every stream of the chain; reading the last one throws it.
  pipeline([response, wire, ...decoders, inflated], () => {});
  try {
    return await gathered(inflated);
  } catch (error) {
    response.destroy();
    if (error instanceof ImportError) throw error;
    throw new ImportError(`${url} answered a body that could not be read (${messageOf(error)})`);
  }
}

/** The answer to `request` at `at`, redirects followed (a 303, or a 301/302 to a POST, asked again as a GET). */
async function answer(
  url: string,
  at: URL,
  request: DownloadRequest,
  signal: AbortSignal,
  redirects: number,
): Promise<IncomingMessage> {
  const send = at.protocol === 'https:' ? httpsRequest : at.protocol === 'http:' ? httpRequest : undefined;
  if (!send) throw new ImportError(`${url} is not an http or https address`);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  let response: IncomingMessage;
  try {
    response = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = send(at, {
        method: request.method ?? 'GET',
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...request.headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
        signal,
      });
      outgoing.on('response', resolve).on('error', reject);
      outgoing.end(body);
    });
  } catch (error) {
    throw new ImportError(`${url} could not be reached (${messageOf(error)})`);
  }
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (![301, 302, 303, 307, 308].includes(status) || !location) return response;
  response.destroy();
  if (redirects >= MOST_REDIRECTS) throw new ImportError(`${url} redirected more than ${MOST_REDIRECTS} times`);
  const asGet = status === 303 || (status <= 302 && request.method === 'POST');
  const { body: _sent, ...headed } = request;
  return answer(url, new URL(location, at), asGet ? { ...headed, method: 'GET' } : request, signal, redirects + 1);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

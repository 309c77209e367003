/**
 * The site's own files (a style sheet, one small script, the API reference renderer from its
 * npm package), read once and addressed by their content hash, so that a browser keeps each
 * for a year and a new build is a new address. Nothing is loaded from another host.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { projectRoot } from '../project-root.js';

export interface SiteAsset {
  /** The address it is served at, with its hash. */
  path: string;
  contentType: string;
  bytes: Buffer;
  /** A weak tag of its bytes: each encoding of them means the same file. */
  etag: string;
}

function asset(name: string, file: string, contentType: string): SiteAsset {
  const bytes = readFileSync(file);
  const digest = createHash('sha256').update(bytes).digest();
  const dot = name.lastIndexOf('.');
  const hash = digest.toString('hex').slice(0, 12);
  return {
    path: `/assets/${name.slice(0, dot)}.${hash}${name.slice(dot)}`,
    contentType,
    bytes,
    etag: `W/"${digest.toString('base64url').slice(0, 32)}"`,
  };
}

const own = (name: string) => join(projectRoot(), 'src', 'site', 'assets', name);

let loaded: { css: SiteAsset; script: SiteAsset; reference: SiteAsset } | null = null;

/** The assets, read at first use (the service starts without reading the 4 MB renderer it may never serve). */
export function siteAssets() {
  loaded ??= {
    css: asset('site.css', own('site.css'), 'text/css; charset=utf-8'),
    script: asset('site.js', own('site.js'), 'text/javascript; charset=utf-8'),
    reference: asset(
      'scalar-api-reference.js',
      join(projectRoot(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js'),
      'text/javascript; charset=utf-8',
    ),
  };
  return loaded;
}

export type Encoding = 'br' | 'gzip';

/**
 * Each file is compressed once per process, in zlib's thread pool rather than on the event loop.
 * Brotli 9 takes the 4.35 MB renderer 0.6 s to 1.05 MB; 11 would save a tenth more for 7 s of a
 * core (gzip 9: 0.1 s to 1.26 MB). Until brotli is made, a request that takes gzip is given gzip.
 */
const BROTLI_QUALITY = 9;
const COMPRESS: Readonly<Record<Encoding, (bytes: Buffer) => Promise<Buffer>>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

interface Compressed {
  made: Promise<Buffer>;
  /** Set once made. */
  bytes?: Buffer;
}

/** Each file's compressed bytes by path and encoding, kept for the life of the process (three files). */
const compressed = new Map<string, Compressed>();

function compressedOf(file: SiteAsset, encoding: Encoding): Compressed {
  const key = `${encoding} ${file.path}`;
  let entry = compressed.get(key);
  if (!entry) {
    const made = COMPRESS[encoding](file.bytes);
    const fresh: Compressed = { made };
    made.then(
      (bytes) => {
        fresh.bytes = bytes;
      },
      // A failure is not kept: the next request tries again.
      () => compressed.delete(key),
    );
    compressed.set(key, fresh);
    entry = fresh;
  }
  return entry;
}

/** What is sent for a file: br when accepted and made, else gzip when accepted, else the file itself. */
export async function assetBody(
  file: SiteAsset,
  accepted: ReadonlySet<Encoding>,
): Promise<{ encoding: Encoding | null; bytes: Buffer }> {
  if (accepted.has('br')) {
    const br = compressedOf(file, 'br');
    if (br.bytes) return { encoding: 'br', bytes: br.bytes };
    if (!accepted.has('gzip')) return { encoding: 'br', bytes: await br.made };
  }
  if (accepted.has('gzip')) return { encoding: 'gzip', bytes: await compressedOf(file, 'gzip').made };
  return { encoding: null, bytes: file.bytes };
}

/**
 * The site's own files (a style sheet, one small script, the API reference renderer from its
 * npm package), read once and addressed by their content hash, so that a browser keeps each
 * for a year and a new build is a new address. Nothing is loaded from another host.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../project-root.js';

export interface SiteAsset {
  /** The address it is served at, with its hash. */
  path: string;
  contentType: string;
  bytes: Buffer;
}

function asset(name: string, file: string, contentType: string): SiteAsset {
  const bytes = readFileSync(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const dot = name.lastIndexOf('.');
  return { path: `/assets/${name.slice(0, dot)}.${hash}${name.slice(dot)}`, contentType, bytes };
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

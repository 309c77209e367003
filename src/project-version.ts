/** The service's version, from package.json (the OpenAPI info.version). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './project-root.js';

let cached: string | undefined;

export function projectVersion(): string {
  cached ??= (JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return cached;
}

/**
 * `npm run client`: regenerates the typed TypeScript client in clients/typescript/ from the
 * OpenAPI 3.1 document this build serves (built in-process over the shipped data, as `npm start`
 * serves it): openapi.json is that document (its x-provenance, which carries the time, left out),
 * schema.d.ts is what openapi-typescript makes of it. openapi-typescript needs the TypeScript 5
 * compiler API, so it runs from the client's own folder and lockfile (npm ci there).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedDocument } from './served-document.js';
import { projectRoot } from '../src/project-root.js';

const folder = join(projectRoot(), 'clients', 'typescript');
writeFileSync(join(folder, 'openapi.json'), await servedDocument());
execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--silent'], { cwd: folder, stdio: 'inherit' });
execFileSync(join(folder, 'node_modules', '.bin', 'openapi-typescript'), ['openapi.json', '--output', 'schema.d.ts'], {
  cwd: folder,
  stdio: 'inherit',
});
process.stdout.write(`regenerated ${join('clients', 'typescript', 'schema.d.ts')}\n`);

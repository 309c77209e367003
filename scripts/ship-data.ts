/**
 * Rebuilds the shipped dataset versions in data/ from the publishers' files under
 * sources/ and the curated tables under curated/, through the same import path
 * as `npm run import`: each shipped dataset's module says which imports make its versions
 * (src/datasets/<id>/dataset.ts, `shippedImports`). Versions already shipped are left as they
 * are (an import of the same rows is a no-op; different rows under a shipped name are refused).
 *
 *   npx tsx scripts/ship-data.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runImport } from '../src/cli/import.js';
import { DATASET_MODULES } from '../src/datasets/registry.js';
import { projectRoot, sourcesDir } from '../src/project-root.js';

const root = projectRoot();
const sources = sourcesDir();
const dataDir = join(root, 'data');

/**
 * The complete, dated PBoC notices quoted verbatim in sources/central-parity/notices.md §2.1–2.5,
 * each written to a .txt file in the publisher's own wording. The undated §2.6 is left out.
 */
function extractNotices(folder: string): void {
  const text = readFileSync(join(sources, 'central-parity', 'notices.md'), 'utf8');
  const sections = text.split(/^### /m).slice(1);
  for (const section of sections) {
    const heading = /^2\.\d (\d{4}-\d{2}-\d{2})/.exec(section);
    const quote = /^> (.+)$/m.exec(section);
    if (heading && quote) writeFileSync(join(folder, `pboc-notice-${heading[1]}.txt`), `${quote[1]}\n`);
  }
}

const scratch = join(root, '.tmp', 'ship-data');
rmSync(scratch, { recursive: true, force: true });
mkdirSync(join(scratch, 'notices'), { recursive: true });
extractNotices(join(scratch, 'notices'));

for (const module of DATASET_MODULES) {
  for (const shipped of module.shippedImports) {
    const words = shipped({ sources, root, scratch });
    const code = await runImport([...words, '--data-dir', dataDir], (line) => console.log(line));
    if (code !== 0) throw new Error(`import ${words.join(' ')} exited ${code}`);
  }
}

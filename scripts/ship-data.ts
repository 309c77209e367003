/**
 * Rebuilds the shipped dataset versions in data/ from the publishers' files under
 * ../shared/data-sources and the curated tables under curated/, through the same import
 * path as `npm run import`. Versions already shipped are left as they are (an import of the
 * same rows is a no-op; different rows under a shipped name are refused).
 *
 *   npx tsx scripts/ship-data.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runImport } from '../src/cli/import.js';
import { projectRoot } from '../src/project-root.js';

const root = projectRoot();
const sources = join(root, '..', 'shared', 'data-sources');
const dataDir = join(root, 'data');
/** The day the curated tables were compiled from their cited pages (their version name). */
const CURATED_ON = '2026-11-22';
/** The divisors table gained DHL's published imperial divisor (139 in³ per lb) on this day (issue 16). */
const DIVISORS_ON = '2026-11-25';
/**
 * The port sources share no publication day; the version is named after the newest of them:
 * the UN/LOCODE tables as of the datasets/un-locode snapshot of 2026-07-27 (SOURCES.md §3.3).
 */
const PORTS_AS_OF = '2026-07-27';

/**
 * The complete, dated PBoC notices quoted verbatim in central-parity/notices.md §2.1–2.5,
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

async function run(words: string[]): Promise<void> {
  const code = await runImport([...words, '--data-dir', dataDir], (line) => console.log(line));
  if (code !== 0) throw new Error(`import ${words.join(' ')} exited ${code}`);
}

const scratch = join(root, '.tmp', 'ship-data');
rmSync(scratch, { recursive: true, force: true });
mkdirSync(join(scratch, 'notices'), { recursive: true });
extractNotices(join(scratch, 'notices'));

await run(['central-parity', join(sources, 'central-parity', 'raw')]);
// Their fetch time is not known: the manifest records the import time.
await run(['central-parity', join(scratch, 'notices')]);
await run(['ports', join(sources, 'ports'), '--published', PORTS_AS_OF]);
await run(['containers', join(root, 'curated', 'containers.csv'), '--published', CURATED_ON]);
await run(['divisors', join(root, 'curated', 'divisors.csv'), '--published', DIVISORS_ON]);

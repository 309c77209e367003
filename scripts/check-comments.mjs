/**
 * `npm run lint` step: comments that stay true. History belongs in git and CHANGELOG.md, so no
 * comment under src/ names an issue ("(issue 17)"). Every file path a comment names exists, so that
 * a reader can follow it. A
 * path is a word with a folder in it, ending in .ts, .mjs, .md or .json, inside a comment of src/,
 * test/, bench/ or scripts/; it is looked for from the repository root, src/, test/, each folder of
 * src/, and the comment's own folder (comments name `core/work-gate.ts` as often as
 * `src/core/work-gate.ts`). A bare file name (rows.json, a kind of file) and URLs are not checked.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'test', 'bench', 'scripts'];
const PATH = /(?<![\w@/.:<>-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)+\.(?:ts|mjs|md|json))(?![\w/])/g;
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const srcFolders = readdirSync(join(root, 'src')).filter((name) => statSync(join(root, 'src', name)).isDirectory());
const bases = (file) => [
  root,
  join(root, 'src'),
  join(root, 'test'),
  ...srcFolders.map((name) => join(root, 'src', name)),
  dirname(file),
];

const missing = [];
const history = [];
for (const file of FOLDERS.flatMap((folder) => filesUnder(join(root, folder)))) {
  const text = readFileSync(file, 'utf8');
  for (const comment of text.match(COMMENT) ?? []) {
    if (relative(root, file).startsWith('src') && /\bissue \d+/i.test(comment)) history.push(relative(root, file));
    for (const [, path] of comment.replace(/\S*:\/\/\S*/g, '').matchAll(PATH)) {
      if (bases(file).some((base) => existsSync(join(base, path)))) continue;
      missing.push(`${relative(root, file)}: ${path}`);
    }
  }
}
if (missing.length > 0)
  process.stderr.write(`Comments name files that do not exist:\n${missing.map((line) => `  ${line}`).join('\n')}\n`);
if (history.length > 0)
  process.stderr.write(`Comments under src/ name an issue (history is git's): ${[...new Set(history)].join(', ')}\n`);
if (missing.length > 0 || history.length > 0) process.exit(1);

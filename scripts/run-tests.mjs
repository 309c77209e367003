// Runs every test/**/*.test.ts, and the unit tests beside the code (src/**/*.test.ts), with
// node:test through tsx. Starting a process and loading the sources through tsx cost a file more
// than most of its tests (1.2 s of CPU for an empty file, 3.9 s for one that builds the service), so
// the files are shared out among TEST_GROUPS processes (3), each importing its files in turn and
// running their suites one after another, all at once: most of the time a test waits on sockets,
// child processes and timers, not on the two cores. A group is one line per file when it passes,
// its whole output when it fails; at the end, the totals, each process's time, the slowest files
// and the failed ones.
// Files named on the command line run one process each, as `node --test` runs them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const args = process.argv.slice(2);
const named = args.filter((arg) => arg.endsWith('.test.ts'));
const options = args.filter((arg) => !arg.endsWith('.test.ts'));
const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'export-trade-tests-'));

/** The groups of files, one process each: the named files alone, else all shared out by size, the largest first. */
function groups() {
  if (named.length > 0) return named.map((file) => [file]);
  const files = [...testFiles('src'), ...testFiles('test')].sort();
  const count = Math.max(1, Number(process.env.TEST_GROUPS ?? 3));
  const shared = Array.from({ length: count }, () => ({ files: [], bytes: 0 }));
  const bySize = files.map((file) => ({ file, bytes: statSync(file).size })).sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of bySize) {
    const lightest = shared.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.files.push(file);
    lightest.bytes += bytes;
  }
  return shared.map((group) => group.files.sort()).filter((group) => group.length > 0);
}

/** A file importing the group's files, each as one suite named by its path (its time is the file's). */
function entryOf(files, index) {
  const path = join(scratch, `group-${index}.test.mjs`);
  const lines = files.map(
    (file) => `describe(${JSON.stringify(file)}, async () => { await import(${JSON.stringify(resolve(file))}); });`,
  );
  // The Chromium the files of a process share (test/helpers/browser.ts) is closed after the last. An
  // ES module, so that it imports the very module the test files import (a CommonJS entry would
  // require a second copy, whose browser is never launched).
  const browser = JSON.stringify(resolve('test/helpers/browser.ts'));
  writeFileSync(
    path,
    [
      `import { after, describe } from 'node:test';`,
      `import { closeSharedBrowser } from ${browser};`,
      'after(closeSharedBrowser);',
      ...lines,
      '',
    ].join('\n'),
  );
  return path;
}

/** One group's run: its output, and each file's outcome and time from its suite's lines. */
function run(files, index) {
  return new Promise((done) => {
    const began = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...options, entryOf(files, index)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      const outcomes = files.map((file) => {
        const line = new RegExp(
          `^(not ok|ok) \\d+ - ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\n  ---\\n  duration_ms: ([0-9.]+)`,
          'm',
        ).exec(output);
        return { file, passed: line?.[1] === 'ok', seconds: Number(line?.[2] ?? 0) / 1000 };
      });
      done({
        output,
        passed: code === 0,
        outcomes,
        tests: count('tests'),
        seconds: (performance.now() - began) / 1000,
      });
    });
  });
}

const results = await Promise.all(
  groups().map(async (files, index) => {
    const result = await run(files, index);
    if (!result.passed) process.stdout.write(result.output);
    for (const outcome of result.outcomes)
      process.stdout.write(`${outcome.passed ? 'ok' : 'FAILED'} ${outcome.file} (${outcome.seconds.toFixed(1)} s)\n`);
    return result;
  }),
);
rmSync(scratch, { recursive: true, force: true });

const outcomes = results.flatMap((result) => result.outcomes);
const failed = outcomes.filter((outcome) => !outcome.passed);
const tests = results.reduce((sum, result) => sum + result.tests, 0);
const slowest = [...outcomes].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
process.stdout.write(
  [
    '',
    `${outcomes.length} files, ${tests} tests, ${failed.length} files failed; ${((performance.now() - started) / 1000).toFixed(1)} s in ${results.length} processes at once (TEST_GROUPS)`,
    ...results.map(
      (result, index) => `  process ${index + 1}: ${result.outcomes.length} files, ${result.seconds.toFixed(1)} s`,
    ),
    'slowest files:',
    ...slowest.map((outcome) => `  ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.file}`),
    ...(failed.length > 0 ? ['failed:', ...failed.map((outcome) => `  ${outcome.file}`)] : []),
    '',
  ].join('\n'),
);
process.exit(results.every((result) => result.passed) ? 0 : 1);

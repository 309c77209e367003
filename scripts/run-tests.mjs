// Runs every test/**/*.test.ts, and the unit tests beside the code (src/**/*.test.ts), with
// node:test through tsx. Starting a process and loading the sources through tsx cost a file more
// than most of its tests (1.2 s of CPU for an empty file, 3.9 s for one that builds the service), so
// the files are shared out among TEST_GROUPS processes (3), each importing its files in turn and
// running their suites one after another, all at once: most of the time a test waits on sockets,
// child processes and timers, not on the two cores. The files are shared out by the time each took
// in the last full run (scripts/test-times.json), so that the processes end together; the runner
// writes that file after a full run in which every file passed. A group is one line per file when
// it passes, its whole output when it fails; at the end, the totals, each process's time beside
// the time planned for it (its files' in the last full run), the slowest files and the failed ones.
// Files named on the command line run one process each, as `node --test` runs them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

const TIMES = 'scripts/test-times.json';
/** A file's share of the whole run may move this much before the record is written again. */
const SHARE_MOVED = 0.02;

/** Each file's seconds in the last full run that passed, by path. */
function recordedTimes() {
  try {
    return JSON.parse(readFileSync(TIMES, 'utf8'));
  } catch {
    return {};
  }
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * The groups of files, one process each, with the seconds their files took in the last full run:
 * the named files alone, else all shared out, the longest first, each to the process with the
 * fewest seconds so far. A file the record does not know counts its size at the record's seconds
 * a byte. The files that open Chromium go to one process together, to share one browser
 * (test/helpers/browser.ts).
 */
function groups() {
  if (named.length > 0) return named.map((file) => ({ files: [file], seconds: 0 }));
  const files = [...testFiles('src'), ...testFiles('test')].sort();
  const recorded = recordedTimes();
  const known = files.filter((file) => Object.hasOwn(recorded, file));
  const size = (file) => statSync(file).size;
  const perByte = known.length > 0 ? sum(known.map((file) => recorded[file])) / sum(known.map(size)) : 1;
  const secondsOf = (file) => (Object.hasOwn(recorded, file) ? recorded[file] : size(file) * perByte);
  const browser = files.filter((file) => readFileSync(file, 'utf8').includes("/helpers/browser.js'"));
  const units = [browser, ...files.filter((file) => !browser.includes(file)).map((file) => [file])]
    .filter((unit) => unit.length > 0)
    .map((unit) => ({ files: unit, seconds: sum(unit.map(secondsOf)) }))
    .sort((a, b) => b.seconds - a.seconds);
  const count = Math.max(1, Number(process.env.TEST_GROUPS ?? 3));
  const shared = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const unit of units) {
    const lightest = shared.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(...unit.files);
    lightest.seconds += unit.seconds;
  }
  return shared
    .filter((group) => group.files.length > 0)
    .map((group) => ({ files: group.files.sort(), seconds: group.seconds }));
}

/**
 * Records each file's seconds for the next run's shares when the record no longer fits: a file
 * came or went, or one's share of the whole moved by more than SHARE_MOVED (a loaded machine slows
 * every file alike, and rewriting the file after every run would leave it changed in every clone).
 */
function record(outcomes) {
  const measured = Object.fromEntries(
    outcomes
      .map((outcome) => [outcome.file, Math.round(outcome.seconds * 10) / 10])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const recorded = recordedTimes();
  const share = (times, file) => times[file] / sum(Object.values(times));
  const files = Object.keys(measured);
  const fits =
    files.length === Object.keys(recorded).length &&
    files.every(
      (file) => Object.hasOwn(recorded, file) && Math.abs(share(measured, file) - share(recorded, file)) <= SHARE_MOVED,
    );
  if (!fits) writeFileSync(TIMES, `${JSON.stringify(measured, null, 2)}\n`);
  return !fits;
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

const planned = groups();
const results = await Promise.all(
  planned.map(async ({ files }, index) => {
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
const recorded = named.length === 0 && failed.length === 0 && record(outcomes);
const tests = sum(results.map((result) => result.tests));
const slowest = [...outcomes].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
process.stdout.write(
  [
    '',
    `${outcomes.length} files, ${tests} tests, ${failed.length} files failed; ${((performance.now() - started) / 1000).toFixed(1)} s in ${results.length} processes at once (TEST_GROUPS)`,
    ...results.map(
      (result, index) =>
        `  process ${index + 1}: ${result.outcomes.length} files, ${result.seconds.toFixed(1)} s` +
        (named.length === 0 ? `, planned ${planned[index]?.seconds.toFixed(1)} s` : ''),
    ),
    'slowest files:',
    ...slowest.map((outcome) => `  ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.file}`),
    ...(failed.length > 0 ? ['failed:', ...failed.map((outcome) => `  ${outcome.file}`)] : []),
    ...(recorded ? [`each file's time written to ${TIMES}, for the next run's shares`] : []),
    '',
  ].join('\n'),
);
process.exit(results.every((result) => result.passed) ? 0 : 1);

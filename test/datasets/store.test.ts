/**
 * The version store: a version's JSON download hashes to its content_hash, a published
 * version never changes, an import is atomic, and a version whose files were altered is
 * refused at start-up while the others load; only regular files are read.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  truncateSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ImportError } from '../../src/datasets/model.js';
import { currentVersion, loadStore } from '../../src/datasets/store.js';
import { sweepDeadScratch } from '../../src/datasets/scratch.js';
import { writeVersion } from '../../src/datasets/writer.js';
import { fixtureRows, fixtureVersion, tempDataDir } from '../fixtures/dataset-versions.js';

describe('writing and loading a version', () => {
  it('stores rows that load back identical, hashed over the exact JSON download bytes', async () => {
    const dir = tempDataDir();
    const rows = fixtureRows(50);
    const outcome = await writeVersion(dir, fixtureVersion('2026-07-27', rows));
    assert.equal(outcome.status, 'written');
    const bytes = readFileSync(join(dir, 'ports', '2026-07-27', 'rows.json'));
    assert.equal(outcome.content_hash, `sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    const store = loadStore(dir);
    const loaded = currentVersion(store, 'ports');
    assert.ok(loaded);
    assert.deepEqual(loaded.rows, rows);
    assert.deepEqual(
      loaded.rowTexts(0, 50).map((t) => JSON.parse(t)),
      rows,
    );
    assert.equal(loaded.manifest.rows, 50);
    assert.equal(loaded.manifest.content_hash, outcome.content_hash);
    assert.deepEqual(store.refused, []);
  });

  it('writes an empty version too', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', []));
    const loaded = currentVersion(loadStore(dir), 'ports');
    assert.equal(loaded?.rows.length, 0);
  });

  it('orders versions newest first, by day then suffix', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(1, 'a')));
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(1, 'b')), { versionName: '2026-07-27-2' });
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(1, 'c')), { versionName: '2026-07-27-10' });
    await writeVersion(dir, fixtureVersion('2025-01-01', fixtureRows(1, 'd')));
    const names = loadStore(dir)
      .versions.get('ports')
      ?.map((v) => v.manifest.version);
    assert.deepEqual(names, ['2026-07-27-10', '2026-07-27-2', '2026-07-27', '2025-01-01']);
  });
});

describe('immutability', () => {
  it('takes the same rows again as a no-op and refuses other rows under a published name', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(3)));
    const again = await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(3)));
    assert.equal(again.status, 'unchanged');
    await assert.rejects(writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(4))), (error: Error) => {
      assert.ok(error instanceof ImportError);
      assert.match(error.message, /never changes/);
      return true;
    });
    assert.equal(currentVersion(loadStore(dir), 'ports')?.rows.length, 3);
  });

  it('refuses a version not named after the publisher’s date, and undeclared columns', async () => {
    const dir = tempDataDir();
    await assert.rejects(
      writeVersion(dir, fixtureVersion('2026-07-27', []), { versionName: '2026-07-28' }),
      ImportError,
    );
    await assert.rejects(writeVersion(dir, fixtureVersion('2026-07-27', []), { versionName: 'latest' }), ImportError);
    await assert.rejects(writeVersion(dir, fixtureVersion('2026-02-30', [])), ImportError);
    const stray = { ...fixtureVersion('2026-07-27', [{ id: 'x', colour: 'red' }]) };
    await assert.rejects(writeVersion(dir, stray), /colour/);
  });
});

describe('atomicity', () => {
  it('leaves no version behind when the importing process is killed mid-write', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(2)));
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/large-import.ts', dir], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const portsDir = join(dir, 'ports');
    // Killed as soon as the folder aside appears (watched, not polled: a busy machine could miss it).
    await new Promise<void>((resolve) => {
      const watcher = watch(portsDir, (_event, name) => {
        if (!String(name).startsWith('.importing-')) return;
        child.kill('SIGKILL');
        watcher.close();
        resolve();
      });
      child.once('exit', () => {
        watcher.close();
        resolve();
      });
    });
    await exited;
    assert.ok(
      readdirSync(portsDir).some((name) => name.startsWith('.importing-')),
      'killed while writing aside',
    );
    assert.ok(!readdirSync(portsDir).includes('2026-09-01'), 'no partial version under its name');
    const store = loadStore(dir);
    assert.deepEqual(
      store.versions.get('ports')?.map((v) => v.manifest.version),
      ['2026-07-27'],
    );
    assert.deepEqual(store.refused, []);
    // Its writer is gone: the service's sweep (at start and each scan) removes what it left.
    const [left] = readdirSync(portsDir).filter((name) => name.startsWith('.importing-'));
    assert.deepEqual(sweepDeadScratch([portsDir], Date.now()), [join(portsDir, String(left))]);
    assert.deepEqual(readdirSync(portsDir), ['2026-07-27']);
  });

  it('ignores a folder left by an import that was killed before its rename', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(2)));
    const aside = join(dir, 'ports', '.importing-2026-08-01-123-abcd');
    mkdirSync(aside);
    writeFileSync(join(aside, 'rows.json'), '{"partial');
    const store = loadStore(dir);
    assert.deepEqual(
      store.versions.get('ports')?.map((v) => v.manifest.version),
      ['2026-07-27'],
    );
    assert.deepEqual(store.refused, []);
  });
});

describe('verification at start-up', () => {
  it('refuses a version whose rows.json was altered, and keeps serving the others', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(5)));
    await writeVersion(dir, fixtureVersion('2026-08-01', fixtureRows(6)));
    // One byte changed, the size kept: the hash finds it.
    const path = join(dir, 'ports', '2026-08-01', 'rows.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"id"', '"iD"'));
    const store = loadStore(dir);
    assert.deepEqual(
      store.versions.get('ports')?.map((v) => v.manifest.version),
      ['2026-07-27'],
    );
    assert.equal(store.refused.length, 1);
    assert.equal(store.refused[0]?.version, '2026-08-01');
    assert.match(store.refused[0]?.reason ?? '', /hashes to sha256:/);
  });

  it('refuses an altered or missing CSV download, and a folder that is not a version name', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(1)));
    await writeVersion(dir, fixtureVersion('2026-07-28', fixtureRows(1)));
    const csv = join(dir, 'ports', '2026-07-27', 'rows.csv');
    writeFileSync(csv, readFileSync(csv, 'utf8').replace('id', 'iD'));
    rmSync(join(dir, 'ports', '2026-07-28', 'rows.csv'));
    mkdirSync(join(dir, 'ports', 'misc'));
    const store = loadStore(dir);
    const reasons = Object.fromEntries(store.refused.map((r) => [r.version, r.reason]));
    assert.match(reasons['2026-07-27'] ?? '', /rows\.csv hashes to/);
    assert.match(reasons['2026-07-28'] ?? '', /rows\.csv is missing/);
    assert.match(reasons.misc ?? '', /not a version name/);
    assert.equal(store.versions.get('ports')?.length, 0);
  });
});

describe('files that are not files (issue 21)', () => {
  const twoVersions = async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(2)));
    await writeVersion(dir, fixtureVersion('2026-08-01', fixtureRows(3)));
    return dir;
  };
  const reasonOf = (dir: string, version: string) =>
    loadStore(dir).refused.find((r) => r.version === version)?.reason ?? '';

  it('refuses a rows.csv that is a FIFO without waiting on it', async () => {
    const dir = await twoVersions();
    const csv = join(dir, 'ports', '2026-08-01', 'rows.csv');
    rmSync(csv);
    execFileSync('mkfifo', [csv]);
    const store = loadStore(dir);
    assert.match(store.refused[0]?.reason ?? '', /rows\.csv is not a regular file/);
    assert.equal(currentVersion(store, 'ports')?.manifest.version, '2026-07-27');
  });

  it('refuses a folder where rows.json should be, and a rows.json without a data list', async () => {
    const dir = await twoVersions();
    const rows = join(dir, 'ports', '2026-08-01', 'rows.json');
    rmSync(rows);
    mkdirSync(rows);
    assert.match(reasonOf(dir, '2026-08-01'), /rows\.json is not a regular file/);
    // A manifest written to match a rows.json of another shape: the hash holds, the shape does not.
    const older = join(dir, 'ports', '2026-07-27');
    const manifestPath = join(older, 'manifest.json');
    // Written before manifests recorded their files' sizes: the file is read unchecked, its hash decides.
    const { rows_bytes: _sizes, ...manifest } = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(join(older, 'rows.json'), '{}');
    writeFileSync(
      manifestPath,
      JSON.stringify({ ...manifest, content_hash: `sha256:${createHash('sha256').update('{}').digest('hex')}` }),
    );
    assert.match(reasonOf(dir, '2026-07-27'), /rows\.json has no data list/);
  });

  it('refuses a manifest linked to /dev/zero without reading it, and any linked file', async () => {
    const dir = await twoVersions();
    const manifest = join(dir, 'ports', '2026-08-01', 'manifest.json');
    rmSync(manifest);
    symlinkSync('/dev/zero', manifest);
    assert.match(reasonOf(dir, '2026-08-01'), /manifest\.json is a symbolic link/);
    const rows = join(dir, 'ports', '2026-07-27', 'rows.json');
    renameSync(rows, `${rows}.real`);
    symlinkSync(`${rows}.real`, rows);
    assert.match(reasonOf(dir, '2026-07-27'), /rows\.json is a symbolic link/);
  });

  it('refuses a manifest over 1 MB, and one missing a member or with a member of the wrong type', async () => {
    const dir = await twoVersions();
    const manifestPath = (version: string) => join(dir, 'ports', version, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath('2026-08-01'), 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestPath('2026-08-01'), JSON.stringify({ ...manifest, padding: 'x'.repeat(1024 * 1024) }));
    assert.match(reasonOf(dir, '2026-08-01'), /manifest\.json is \d+ bytes, more than the 1048576 allowed/);
    writeFileSync(manifestPath('2026-08-01'), JSON.stringify({ ...manifest, rows: '3' }));
    assert.match(reasonOf(dir, '2026-08-01'), /manifest\.json: rows is missing or of the wrong type/);
    const { license: _license, ...withoutLicense } = manifest;
    writeFileSync(manifestPath('2026-08-01'), JSON.stringify(withoutLicense));
    assert.match(reasonOf(dir, '2026-08-01'), /manifest\.json: license is missing/);
  });

  it('keeps only the known members of a manifest: unknown ones are never published', async () => {
    const dir = await twoVersions();
    const path = join(dir, 'ports', '2026-08-01', 'manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const nested = (name: string) => ({ ...(manifest[name] as object), extra: 'operator note' });
    writeFileSync(
      path,
      JSON.stringify({
        ...manifest,
        secret: 'operator note',
        license: nested('license'),
        publisher: nested('publisher'),
        notice: { number: '1', title: 't', day: '2026-08-01', url: 'https://example.test/', extra: 1 },
      }),
    );
    const loaded = currentVersion(loadStore(dir), 'ports');
    assert.equal(loaded?.manifest.version, '2026-08-01');
    assert.doesNotMatch(JSON.stringify(loaded?.manifest), /operator note|secret|extra/);
    assert.deepEqual(Object.keys(loaded?.manifest.publisher ?? {}), ['zh-CN', 'en', 'ja', 'ko']);
  });

  it('lists a version folder that is a symbolic link as refused, and a DATA_DIR that does not exist', async () => {
    const dir = await twoVersions();
    const elsewhere = tempDataDir();
    renameSync(join(dir, 'ports', '2026-08-01'), join(elsewhere, 'moved'));
    symlinkSync(join(elsewhere, 'moved'), join(dir, 'ports', '2026-08-01'));
    const store = loadStore(dir);
    assert.deepEqual(store.refused, [
      { id: 'ports', version: '2026-08-01', reason: 'a symbolic link, not a version folder' },
    ]);
    assert.equal(store.dataDirProblem, null);
    assert.match(loadStore(join(dir, 'nowhere')).dataDirProblem ?? '', /does not exist/);
    assert.match(loadStore(join(dir, 'ports', '2026-07-27', 'rows.json')).dataDirProblem ?? '', /is not a folder/);
  });
});

describe('versions kept on disk (issue 29)', () => {
  it('holds the newest two; an older, larger version keeps only its row offsets and reads its pages from the file', async () => {
    const dir = tempDataDir();
    // About 60 KB of rows.json each, past the 16 KB this store holds at whatever the place (4 MB in service).
    const rowsOf = (label: string) => fixtureRows(250, label);
    const old = rowsOf('old');
    for (const [day, rows] of [
      ['2026-05-01', old],
      ['2026-06-01', rowsOf('mid')],
      ['2026-07-01', rowsOf('new')],
    ] as const)
      await writeVersion(dir, fixtureVersion(day, rows));
    const store = loadStore(dir, undefined, 16 * 1024);
    const [newest, previous, oldest] = store.versions.get('ports') ?? [];
    assert.deepEqual([newest?.held, previous?.held, oldest?.held], [true, true, false]);
    assert.ok((oldest?.jsonBytes ?? 0) > 16 * 1024);
    assert.deepEqual(
      oldest?.rowTexts(240, 300).map((text) => JSON.parse(text)),
      old.slice(240),
    );
    assert.deepEqual(
      oldest?.rowTexts(0, 2).map((text) => JSON.parse(text)),
      old.slice(0, 2),
    );
    assert.deepEqual(oldest?.rowTexts(5, 5), []);
    assert.deepEqual(oldest?.rows, old);

    // The one before the newest withdrawn, the oldest is one of the newest two again: held, read and verified anew.
    rmSync(join(dir, 'ports', '2026-06-01'), { recursive: true });
    const after = loadStore(dir, store, 16 * 1024);
    assert.deepEqual(
      after.versions.get('ports')?.map((version) => version.held),
      [true, true],
    );
    assert.equal(after.versions.get('ports')?.[0], newest, 'a version kept in place is the same object');
  });
});

describe('data kept through faults of the file system', () => {
  const twoVersions = async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(2)));
    await writeVersion(dir, fixtureVersion('2026-08-01', fixtureRows(3)));
    mkdirSync(join(dir, 'ports', '2026-08-02'));
    return dir;
  };
  const names = (store: ReturnType<typeof loadStore>) => store.versions.get('ports')?.map((v) => v.manifest.version);

  it('keeps what it read while DATA_DIR is gone, and reads nothing again when it returns', async () => {
    const dir = await twoVersions();
    const first = loadStore(dir);
    assert.deepEqual(names(first), ['2026-08-01', '2026-07-27']);
    assert.equal(first.refused.length, 1);
    renameSync(dir, `${dir}.away`);
    const away = loadStore(dir, first);
    assert.match(away.dataDirProblem ?? '', /does not exist/);
    assert.ok(
      away.versions.get('ports')?.every((version, i) => version === first.versions.get('ports')?.[i]),
      'the same versions, not read again',
    );
    assert.deepEqual(away.refused, first.refused, 'the refused list is kept');
    renameSync(`${dir}.away`, dir);
    const back = loadStore(dir, away);
    assert.equal(back.dataDirProblem, null);
    assert.deepEqual(names(back), ['2026-08-01', '2026-07-27']);
    assert.equal(back.scan?.verified, 0, 'no folder read again');
    assert.deepEqual(back.refused, first.refused);
  });

  it('keeps a dataset whose folder was replaced by a file, saying so', async () => {
    const dir = await twoVersions();
    const first = loadStore(dir);
    renameSync(join(dir, 'ports'), join(dir, 'ports.away'));
    writeFileSync(join(dir, 'ports'), 'not a folder');
    const faulty = loadStore(dir, first);
    assert.deepEqual(names(faulty), ['2026-08-01', '2026-07-27']);
    assert.deepEqual(faulty.scan?.folderProblems, [{ id: 'ports', problem: 'ports/ is not a folder' }]);
    assert.equal(faulty.dataDirProblem, null);
  });

  it('serves a version whose folder is gone until a newer one is verified; an older one gone is dropped', async () => {
    const dir = await twoVersions();
    const first = loadStore(dir);
    rmSync(join(dir, 'ports', '2026-08-01'), { recursive: true });
    const gone = loadStore(dir, first);
    assert.deepEqual(names(gone), ['2026-08-01', '2026-07-27'], 'still current');
    assert.deepEqual(gone.scan?.vanished, [{ id: 'ports', version: '2026-08-01' }]);
    await writeVersion(dir, fixtureVersion('2026-08-05', fixtureRows(4)));
    const replaced = loadStore(dir, gone);
    assert.deepEqual(names(replaced), ['2026-08-05', '2026-07-27']);
    assert.deepEqual(replaced.scan?.vanished, []);
    rmSync(join(dir, 'ports', '2026-07-27'), { recursive: true });
    assert.deepEqual(names(loadStore(dir, replaced)), ['2026-08-05'], 'older than the current: withdrawn');
  });

  it('reads a folder refused as incomplete again once it changed, and only then', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-27', fixtureRows(2)));
    await writeVersion(join(dir, 'elsewhere'), fixtureVersion('2026-08-01', fixtureRows(3)));
    const source = join(dir, 'elsewhere', 'ports', '2026-08-01');
    const target = join(dir, 'ports', '2026-08-01');
    // Caught half-copied: the manifest is there, the rows not yet.
    mkdirSync(target);
    cpSync(join(source, 'manifest.json'), join(target, 'manifest.json'));
    const half = loadStore(dir);
    assert.match(half.refused[0]?.reason ?? '', /rows\.csv is missing/);
    const unchanged = loadStore(dir, half);
    assert.equal(unchanged.scan?.verified, 0);
    assert.deepEqual(unchanged.refused, half.refused);
    cpSync(source, target, { recursive: true });
    const copied = loadStore(dir, unchanged);
    assert.equal(copied.scan?.verified, 1);
    assert.deepEqual(names(copied), ['2026-08-01', '2026-07-27']);
    assert.deepEqual(copied.refused, []);
  });

  it('rescans 2,000 refused folders without reading one again', () => {
    const dir = tempDataDir();
    for (let n = 1; n <= 2000; n += 1) mkdirSync(join(dir, 'ports', `2026-01-01-${n}`), { recursive: true });
    const first = loadStore(dir);
    assert.equal(first.refused.length, 2000);
    assert.equal(first.scan?.verified, 2000);
    const again = loadStore(dir, first);
    assert.equal(again.scan?.verified, 0);
    assert.equal(again.refused.length, 2000);
  });

  it('checks each rows file against the size its manifest records before reading it', async () => {
    const dir = await twoVersions();
    // Sparse gigabytes: refused from their size, never read (reading them took 1 GB and 6.6 s).
    truncateSync(join(dir, 'ports', '2026-08-01', 'rows.json'), 2 ** 30);
    truncateSync(join(dir, 'ports', '2026-07-27', 'rows.csv'), 2 ** 30);
    const reasons = Object.fromEntries(loadStore(dir).refused.map((r) => [r.version, r.reason]));
    assert.match(reasons['2026-08-01'] ?? '', /^rows\.json is 1073741824 bytes, the manifest says \d+$/);
    assert.match(reasons['2026-07-27'] ?? '', /^rows\.csv is 1073741824 bytes, the manifest says \d+$/);
  });
});

/**
 * The refund library's archive bounded while it is read (issue 41): a zip bomb is refused from the
 * sizes its central directory declares, nothing inflated; an entry that lies about its size is cut
 * off at what it declares; a RAR entry declaring a huge size is refused before unrar unpacks it; an
 * archive or a folder's file past its limit is refused unread. Each refusal names the file and the
 * limit; `npm run import` of such an archive refuses the same way.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runImport } from '../../src/cli/import.js';
import { readLibraryFiles } from '../../src/datasets/refund-rates/archive.js';
import { TooLarge } from '../../src/datasets/size-limit.js';
import { deflateBomb, deflatedEntry, zerosCrc, zipOf } from '../fixtures/bombs.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';
import { storedRar, writeLibraryFixture } from '../fixtures/refund-library.js';

const MIB = 1024 * 1024;
const scratch = mkdtempSync(join(tmpdir(), 'archive-limits-'));
// TEST FIXTURE: a one-record library in the official layout (not a real rate).
const written = writeLibraryFixture(mkdtempSync(join(scratch, 'lib-')), [
  { CODE: '9901010010', ST_DATE: '20260101', END_DATE: '20991231', NAME: 'fixture', ZSSL_SET: '13', TSL: '13' },
]);
const stdcm = deflatedEntry('L/stdcm.dbf', readFileSync(written.files.stdcm));
const fpt = deflatedEntry('L/STDCM.FPT', readFileSync(written.files.fpt));
const BOMB_1_GIB = deflateBomb(1024);
let archives = 0;

/** The library zipped, its cmcode.DBF the entry given. */
function libraryZip(cmcode: { deflated: Buffer; declared: number; crc: number }): string {
  archives += 1;
  const path = join(scratch, `library-${archives}.zip`);
  writeFileSync(path, zipOf([{ name: 'L/cmcode.DBF', ...cmcode }, stdcm, fpt]));
  return path;
}

function refusal(pattern: RegExp, check: (error: TooLarge) => void = () => {}): (error: unknown) => boolean {
  return (error) => {
    assert.ok(error instanceof TooLarge, String(error));
    assert.match(error.message, pattern);
    check(error);
    return true;
  };
}

describe('the refund library’s archive bounded as it is read (issue 41)', () => {
  it('reads an honest zip within its limits', async () => {
    const cmcode = readFileSync(written.files.cmcode);
    const files = await readLibraryFiles(libraryZip(deflatedEntry('L/cmcode.DBF', cmcode)));
    assert.deepEqual(files.cmcode.bytes, cmcode);
    assert.equal(files.archive?.format, 'zip');
  });

  it('refuses a zip bomb (1 MB inflating to 1 GiB) from what it declares, inflating nothing', async () => {
    const path = libraryZip({ deflated: BOMB_1_GIB, declared: 1024 * MIB, crc: 0 });
    await assert.rejects(
      readLibraryFiles(path),
      refusal(
        /^library-\d+\.zip: L\/cmcode\.DBF declares 1073741824 bytes, more than the limit of 64 MiB for one file$/,
        (e) => assert.equal(e.counted.inflated, 0),
      ),
    );
    // npm run import of the archive refuses the same way, writing nothing.
    await assert.rejects(
      runImport(['refund-rates', path, '--published', '2026-06-10', '--data-dir', tempDataDir()], () => {}),
      refusal(/cmcode\.DBF declares 1073741824 bytes/),
    );
  });

  it('cuts off an entry that declares less than it inflates to at what it declares', async () => {
    await assert.rejects(
      readLibraryFiles(libraryZip({ deflated: BOMB_1_GIB, declared: MIB, crc: 0 })),
      refusal(/L\/cmcode\.DBF inflates past the 1048576 bytes it declares$/, (e) =>
        assert.ok(e.counted.inflated > MIB && e.counted.inflated <= MIB + 64 * 1024, `${e.counted.inflated}`),
      ),
    );
  });

  it('holds each file and the total against limits given lower', async () => {
    const eight = { deflated: deflateBomb(8), declared: 8 * MIB, crc: zerosCrc(8) };
    await assert.rejects(
      readLibraryFiles(libraryZip(eight), { archive: 64 * MIB, entry: 4 * MIB, total: 96 * MIB }),
      refusal(/L\/cmcode\.DBF declares 8388608 bytes, more than the limit of 4 MiB for one file$/),
    );
    await assert.rejects(
      readLibraryFiles(libraryZip(eight), { archive: 64 * MIB, entry: 8 * MIB, total: 8 * MIB }),
      refusal(/L\/stdcm\.dbf takes what is read to \d+ bytes, more than the limit of 8 MiB in all$/),
    );
    // The same entry within the limits is read whole.
    const files = await readLibraryFiles(libraryZip(eight), { archive: 64 * MIB, entry: 8 * MIB, total: 9 * MIB });
    assert.equal(files.cmcode.bytes.length, 8 * MIB);
  });

  it('refuses a RAR entry declaring a huge size before unrar unpacks it', async () => {
    const rar = storedRar(
      {
        'L/cmcode.DBF': readFileSync(written.files.cmcode),
        'L/stdcm.dbf': readFileSync(written.files.stdcm),
        'L/STDCM.FPT': readFileSync(written.files.fpt),
      },
      { 'L/cmcode.DBF': 0xfffffffe },
    );
    const path = join(scratch, 'library.rar');
    writeFileSync(path, rar);
    await assert.rejects(
      readLibraryFiles(path),
      refusal(/^library\.rar: L\/cmcode\.DBF declares 4294967294 bytes, more than the limit of 64 MiB for one file$/),
    );
  });

  it('refuses an archive, or a folder’s file, past its limit unread', async () => {
    const path = libraryZip(deflatedEntry('L/cmcode.DBF', readFileSync(written.files.cmcode)));
    await assert.rejects(
      readLibraryFiles(path, { archive: 100, entry: MIB, total: MIB }),
      refusal(/^library-\d+\.zip: \d+ bytes, more than the library's limit of 100 bytes$/),
    );
    await assert.rejects(
      readLibraryFiles(written.folder, { archive: MIB, entry: 64, total: MIB }),
      refusal(
        /^lib-\w+: (cmcode\.DBF|stdcm\.dbf|STDCM\.FPT) is \d+ bytes, more than the limit of 64 bytes for one file$/,
      ),
    );
  });
});

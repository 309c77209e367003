/**
 * Stoplight Prism's validating proxy (5.14.2, --errors) between a client and the service over the
 * served 3.1 document (scripts/prism-replay.ts, run once here; docs/contract.md, The published
 * description): no answer of the service outside the document, every exchange as expected, and
 * every published operation reached, each checked by Prism but the HEADs of JSON answers, which
 * Prism 5.14 cannot read (test/http/replay.test.ts checks those). Prism is installed in
 * clients/typescript/ on first use; where it cannot be (no registry), the test says so and skips.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { clientToolOrMissing } from '../../scripts/client-tools.js';
import { type PrismReplay, prismReplay } from '../../scripts/prism-replay.js';

const prism = clientToolOrMissing('prism');
const skip = 'missing' in prism ? prism.missing : false;

describe('Prism’s validating proxy over the served document', { skip }, () => {
  let report: PrismReplay;
  before(async () => {
    report = await prismReplay();
    process.stdout.write(
      `# prism: ${report.requests} requests, ${report.checked.length} of ${report.documented.length} operations checked, ` +
        `${report.passed} answers passed on ${JSON.stringify(report.statuses)}, ${report.refusedByPrism} refused by Prism, ` +
        `Prism's own answers ${JSON.stringify(report.prismLimits)}\n`,
    );
  });

  it('finds no answer outside the document, and every exchange came to what was expected', () => {
    assert.deepEqual(report.violations, []);
    assert.deepEqual(report.loggedViolations, []);
  });

  it('checks every published operation but the HEADs of JSON answers, with a broad set of requests', () => {
    const unchecked = report.documented.filter((operation) => !report.checked.includes(operation));
    assert.deepEqual(
      unchecked.filter((operation) => !operation.endsWith('Head')),
      [],
    );
    // The HEADs Prism reads: the CSV downloads and the Atom feed.
    assert.ok(report.checked.includes('downloadCurrentCsvHead') && report.checked.includes('getDatasetFeedHead'));
    assert.ok(report.requests > 400 && report.passed > 300, JSON.stringify(report));
    // Revalidations (304), the lookup's 404 and the service's refusals went through Prism's check too.
    for (const status of [200, 304, 400, 404])
      assert.ok((report.statuses[status] ?? 0) > 0, `${status}: ${JSON.stringify(report.statuses)}`);
    // Values the document's schemas refuse: Prism refuses them itself, as the document says.
    assert.ok(report.refusedByPrism > 20, String(report.refusedByPrism));
  });
});

/**
 * The two client generators named in docs/contract.md (The published description) over the 3.1
 * document this build serves, each output compiled strictly with the project's options
 * (scripts/generators.ts, run once here): openapi-typescript under openapi-fetch with the committed
 * client's example, and @hey-api/openapi-ts's SDK with a reader of cbm, baojia, the search and the
 * lookup, which then reads them over a real socket. Its SDK has a function per published operation,
 * none that can only answer 405.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { clientToolOrMissing } from '../../scripts/client-tools.js';
import { type GeneratedClients, generateClients } from '../../scripts/generators.js';
import { onLoopback, siteService } from '../helpers/site-service.js';

// Installed in clients/typescript/ on first use; where it cannot be (no registry), said and skipped.
const generators = clientToolOrMissing('openapi-ts');
const skip = 'missing' in generators ? generators.missing : false;

describe('client generators over the served document', { skip }, () => {
  let generated: GeneratedClients;
  let service: FastifyInstance;
  before(async () => {
    generated = await generateClients(['3.1']);
    service = await siteService();
  });
  after(() => service.close());

  it('compile strictly: openapi-typescript under openapi-fetch with the client’s example, hey-api’s SDK with its reader', () => {
    assert.equal(generated.diagnostics, '');
  });

  it('give hey-api’s SDK one function per published operation, and none for a method a path does not serve', async () => {
    const document = JSON.parse(readFileSync(join(generated.edition('3.1'), 'openapi.json'), 'utf8'));
    const operations = Object.values(document.paths as Record<string, object>).flatMap((item) => Object.keys(item));
    const sdk = readFileSync(join(generated.edition('3.1'), 'hey-api', 'sdk.gen.ts'), 'utf8');
    const functions = [...sdk.matchAll(/^export const (\w+) = /gm)].map((match) => match[1]);
    assert.equal(functions.length, operations.length);
    assert.ok(functions.includes('computeCbm') && functions.includes('listDatasetsHead'), String(functions));
    assert.deepEqual(
      functions.filter((name) => /(Put|Delete|Patch|Trace|Preflight)$/.test(String(name))),
      [],
    );
  });

  it('read cbm, baojia, the search and a rate through hey-api’s SDK over a socket', async () => {
    const reader = pathToFileURL(join(generated.edition('3.1'), 'hey-api-reader.ts')).href;
    const { read } = (await import(reader)) as { read(base: string, code: string): Promise<string[]> };
    const [volume, price, search, rate] = await read(await onLoopback(service), '9901010010');
    assert.equal(volume, '0.96 m3');
    assert.match(String(price), /^[0-9]+\.[0-9]+ USD$/);
    assert.match(String(search), /^[1-9][0-9]* 9901010010$/);
    assert.match(String(rate), /^[0-9]+\.[0-9]{2}$/);
  });
});

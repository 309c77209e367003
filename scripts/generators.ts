/**
 * Two client generators over the documents this build serves, each output compiled strictly (docs/contract.md, The published description): openapi-typescript's types under
 * openapi-fetch, with the committed client's own index.ts and example.ts compiled against them (its
 * `@ts-expect-error` lines must stay errors), and @hey-api/openapi-ts's SDK, with a reader of cbm,
 * baojia, the search and the refund-rate lookup written against it (`HEY_API_READER`). Both
 * generators need the TypeScript 5 compiler API, so they run from clients/typescript/, whose own
 * lockfile holds them (installed there on first use, scripts/client-tools.ts); the compile is the
 * project's tsc, with its options and the DOM's types a fetch client is written for.
 * `npx tsx scripts/generators.ts` does both editions; test/clients/generators.test.ts runs it once
 * over the 3.1 edition (the generators and the compile about 10 s of CPU; each edition more about 7 s).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readConfig } from '../src/http/config.js';
import { buildService } from '../src/http/service.js';
import { projectRoot } from '../src/project-root.js';
import { CLIENT, clientTool } from './client-tools.js';

const run = promisify(execFile);
const root = projectRoot();
/** Under the repository (its root's node_modules resolve openapi-fetch), ignored by git. */
const OUT = join(root, '.tmp', 'generators');

const EDITIONS = { '3.1': '/v1/openapi.json', '3.0': '/v1/openapi-3.0.json' } as const;
type Edition = keyof typeof EDITIONS;

/**
 * Read without `!` or a cast, through the generated SDK: every member read here is one the
 * document marks required on the status at hand (a 200 narrowed from its error by `error`).
 */
const HEY_API_READER = `import { createClient } from './hey-api/client/index.js';
import { computeBaojia, computeCbm, getRefundRate, searchRefundRates } from './hey-api/sdk.gen.js';

export async function read(baseUrl: string, code: string): Promise<string[]> {
  const client = createClient({ baseUrl });
  const cbm = await computeCbm({
    client,
    body: { inputs: { cartons: [{ length: '60', width: '40', height: '40', grossWeight: '15', quantity: '10' }] } },
  });
  if (cbm.error) throw new Error(cbm.error.issues.map((issue) => issue.message).join(' '));
  // @ts-expect-error cbm has no output named totalVolumes.
  void cbm.data.outputs.totalVolumes;
  const baojia = await computeBaojia({
    client,
    body: { inputs: { price: '152', quantity: '544', taxRate: '17', refundRate: '9', fxRate: '8.03' } },
  });
  if (baojia.error) throw new Error(baojia.error.issues.map((issue) => issue.message).join(' '));
  const search = await searchRefundRates({ client, query: { q: code } });
  if (search.error) throw new Error(search.error.issues.map((issue) => issue.message).join(' '));
  const rate = await getRefundRate({ client, query: { code } });
  if (rate.error) throw new Error(rate.error.issues.map((issue) => issue.message).join(' '));
  // A 200 is the found lookup: its rate in force is read without testing found.
  const inForce = rate.data.lookup.in_force;
  // @ts-expect-error a found answer has no nearest codes.
  void rate.data.lookup.nearest;
  return [
    \`\${cbm.data.outputs.totalVolume.value} \${cbm.data.outputs.totalVolume.unit}\`,
    \`\${baojia.data.outputs.priceFob.amount} \${baojia.data.outputs.priceFob.currency}\`,
    \`\${search.data.search.total} \${search.data.search.hits[0]?.code ?? ''}\`,
    inForce.status === 'rate' ? inForce.period.refund_percent : inForce.status,
  ];
}
`;

/** What each generator made of each edition, and the compiler's diagnostics (empty: all compile). */
export interface GeneratedClients {
  folder: string;
  /** The folder of one edition's output: `openapi-fetch/` and `hey-api/`, and `hey-api-reader.ts` beside them. */
  edition(edition: Edition): string;
  diagnostics: string;
}

/** The documents served, as text: x-provenance (which carries the time) left out, as for the committed client. */
async function servedDocuments(editions: readonly Edition[]): Promise<Map<Edition, string>> {
  const { app } = await buildService(readConfig({}), { logger: false });
  try {
    const documents = new Map<Edition, string>();
    for (const edition of editions) {
      const { 'x-provenance': _provenance, ...document } = (await app.inject(EDITIONS[edition])).json();
      documents.set(edition, JSON.stringify(document));
    }
    return documents;
  } finally {
    await app.close();
  }
}

export async function generateClients(editions: readonly Edition[]): Promise<GeneratedClients> {
  const openapiTypescript = clientTool('openapi-typescript');
  const heyApi = clientTool('openapi-ts');
  const documents = await servedDocuments(editions);
  rmSync(OUT, { recursive: true, force: true });
  const edition = (name: Edition) => join(OUT, name);
  const generating: Array<Promise<unknown>> = [];
  for (const [name, document] of documents) {
    const folder = edition(name);
    const typed = join(folder, 'openapi-fetch');
    mkdirSync(typed, { recursive: true });
    writeFileSync(join(folder, 'openapi.json'), document);
    for (const file of ['index.ts', 'example.ts']) copyFileSync(join(CLIENT, file), join(typed, file));
    writeFileSync(join(folder, 'hey-api-reader.ts'), HEY_API_READER);
    const options = { cwd: CLIENT };
    generating.push(
      run(openapiTypescript, [join(folder, 'openapi.json'), '-o', join(typed, 'schema.d.ts')], options),
      run(heyApi, ['-i', join(folder, 'openapi.json'), '-o', join(folder, 'hey-api')], options),
    );
  }
  await Promise.all(generating);
  // The project's options (strict, noUncheckedIndexedAccess…), every file checked, .d.ts included.
  writeFileSync(
    join(OUT, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { noEmit: true, skipLibCheck: false, lib: ['ES2022', 'DOM'] },
      include: ['**/*.ts'],
      exclude: [],
    }),
  );
  const compiled = await run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(OUT, 'tsconfig.json')]).then(
    ({ stdout }) => stdout,
    (failed: { stdout?: string; message: string }) => failed.stdout || failed.message,
  );
  return { folder: OUT, edition, diagnostics: compiled.trim() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const { folder, diagnostics } = await generateClients(['3.1', '3.0']);
  process.stdout.write(
    `${diagnostics || 'both generators, both editions: compiled strictly'} (${folder}, ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  if (diagnostics) process.exitCode = 1;
}

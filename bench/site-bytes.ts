/**
 * `npm run bench:site`: what each page of the website transfers (issue 18): the HTML and every
 * file it loads (style sheet, script; the API reference's renderer apart), as they are and
 * compressed (the service sends its files in brotli or gzip; a page's HTML as a compressing proxy
 * would send it, gzip), over the shipped data and the generated test library.
 * A browser keeps the files for a year, so a second page costs its HTML alone. Target: under
 * 100 KB a page before any chart library (the chart is SVG drawn by the server: there is none).
 * Writes bench/results/site.md and prints it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readConfig } from '../src/http/config.js';
import { buildService } from '../src/http/service.js';
import { projectRoot } from '../src/project-root.js';
import { TOOLS } from '../src/tools/registry.js';
import { siteDataDir } from '../test/fixtures/site-data.js';

const { app } = await buildService(
  readConfig({ DATA_DIR: await siteDataDir(), SITE_URL: 'https://site.test', RATE_LIMIT_BURST: '100000' }),
  { logger: false },
);
await app.ready();

async function bytesOf(url: string, acceptEncoding = 'identity'): Promise<Buffer> {
  const answer = await app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
  return answer.rawPayload;
}

/** The page's own files: its style sheet and scripts from /assets/. */
const filesOf = (html: string) =>
  [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');

const example = async (id: string) => {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  const answer = await app.inject({
    method: 'POST',
    url: `/v1/tools/${id}/compute`,
    payload: { inputs: tool?.example },
  });
  return String(answer.json().links.page).replace('https://site.test', '');
};

const pages: Array<[string, string]> = [
  ['home', '/'],
  ['calculator, empty (cbm)', '/tools/cbm'],
  ...(await Promise.all(
    TOOLS.map(async (tool) => [`calculator with answer (${tool.id})`, await example(tool.id)] as [string, string]),
  )),
  ['refund-rate lookup', '/refund-rates?code=9901010010'],
  ['refund chapter (130 codes)', '/refund-rates/chapter-99'],
  ['central parity (day and 3 months, chart)', '/central-parity'],
  ['central parity (whole range)', '/central-parity?currency=USD&from=2016-01-01'],
  ['dataset versions (central-parity, 74)', '/datasets/central-parity'],
  ['dataset rows (ports, 100 a page)', '/datasets/ports/2026-07-27'],
  [
    'marks for printing (25 labels)',
    '/tools/maitou/print?cartons=25&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&lines.0.text=ABC%20CO.&sheet=label&per_carton=1',
  ],
  [
    'marks for printing (100,000 labels, ten 60-character lines; page 1 of 500)',
    `/tools/maitou/print?cartons=100000&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&sheet=label&per_carton=1&${Array.from({ length: 10 }, (_, i) => `lines.${i}.text=${encodeURIComponent('唛'.repeat(60))}`).join('&')}`,
  ],
  ['API reference (shell)', '/reference'],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const lines = [
  '# Site page weights',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:site\` over the shipped data and the generated test library.`,
  'KB = 1,024 bytes. "First visit" is the HTML and every file it loads; "next page" the HTML alone (files are cached for a year).',
  'gzip: files as the service sends them to a browser that takes gzip, HTML as a compressing proxy would send it.',
  '',
  '| Page | HTML KB | files KB | first visit KB | first visit gzip KB | next page gzip KB |',
  '|---|---:|---:|---:|---:|---:|',
];
const reference = new Set<string>();
for (const [name, url] of pages) {
  const html = await bytesOf(url);
  const files = filesOf(html.toString('utf8'));
  const ownFiles = files.filter((file) => !file.includes('scalar'));
  for (const file of files) if (file.includes('scalar')) reference.add(file);
  const fileBytes = await Promise.all(ownFiles.map((file) => bytesOf(file)));
  const fileTotal = fileBytes.reduce((sum, bytes) => sum + bytes.length, 0);
  const gzipFiles = (await Promise.all(ownFiles.map((file) => bytesOf(file, 'gzip')))).reduce(
    (sum, bytes) => sum + bytes.length,
    0,
  );
  const htmlGzip = gzipSync(html).length;
  lines.push(
    `| ${name} | ${kb(html.length)} | ${kb(fileTotal)} | ${kb(html.length + fileTotal)} | ${kb(htmlGzip + gzipFiles)} | ${kb(htmlGzip)} |`,
  );
}
for (const file of reference) {
  const [bytes, br, gzip] = await Promise.all(['identity', 'br', 'gzip'].map((encoding) => bytesOf(file, encoding)));
  lines.push(
    '',
    `The API reference also loads Scalar's standalone renderer from the service: ${kb(bytes?.length ?? 0)} KB as it is, sent in brotli ${kb(br?.length ?? 0)} KB or gzip ${kb(gzip?.length ?? 0)} KB, once, and then the OpenAPI document (\`/v1/openapi.json\`).`,
  );
}
await app.close();
const report = `${lines.join('\n')}\n`;
writeFileSync(join(projectRoot(), 'bench', 'results', 'site.md'), report);
process.stdout.write(report);

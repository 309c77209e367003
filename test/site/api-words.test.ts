/**
 * API names only where a developer asks for them (issue 43, item 3), and the data's age, at the
 * HTTP level: with the "show API names" switch off (the default) no page kind, in Chinese,
 * Japanese or Korean, shows an input, output or choice name, a dataset or tool id, or a query name
 * (test/helpers/api-words.ts) in what a person reads; help, steps, warnings and refusals use the
 * labels and choice labels; placeholders are example values, not bounds. With `?api=1` every name
 * stands beside its words as a code hint, and links and forms keep the switch. Sources are named by
 * the dataset's name and publication day with its age, counted to the day the answer was made by
 * the service's clock (here 84 days after the newest central parity).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../src/core/calendar.js';
import { formFields } from '../../src/site/form-values.js';
import { TOOLS } from '../../src/tools/registry.js';
import { apiWords, apiWordsIn, shownText } from '../helpers/api-words.js';
import { siteService } from '../helpers/site-service.js';
import { QUOTE_PAGE, inLanguage } from '../helpers/site-pages.js';
import { MORE_SITE_PAGES } from '../helpers/more-site-pages.js';
import { serviceApp } from '../helpers/app.js';

const query = (inputs: object) => new URLSearchParams(formFields(inputs)).toString();
const exampleOf = (id: string): object => TOOLS.find((tool) => tool.id === id)?.example ?? {};

/** A tool's example with its first number made unreadable: a refusal beside a field. */
function refusedExample(example: object): string {
  const fields = formFields(example);
  const at = fields.findIndex(([, value]) => /^[0-9.]+$/.test(value));
  return new URLSearchParams(
    fields.map(([name, value], i): [string, string] => [name, i === at ? '12x' : value]),
  ).toString();
}

/** Every kind of page: each calculator empty, answered and refused, the quote, the lookup, the parity, the datasets, the marks. */
function everyPageKind(portsVersion: string): string[] {
  return [
    '/',
    '/tools',
    ...TOOLS.flatMap((tool) => [
      `/tools/${tool.slug}`,
      `/tools/${tool.slug}?${query(tool.example)}`,
      `/tools/${tool.slug}?${refusedExample(tool.example)}`,
    ]),
    // The refusal that names the parity to send again: fxRate, fxPer and fxBase.
    '/tools/baojia?price=152&quantity=544&taxRate=13&refundRate=9',
    '/tools/cbm?cartons.0.length=60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10&mode=sea',
    '/tools/maitou/print?cartons=3&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&lines.0.text=ABC',
    '/tools/maitou/print?cartons=3&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&page=x',
    '/quote',
    QUOTE_PAGE,
    '/refund-rates',
    `/refund-rates?q=${encodeURIComponent('保温杯')}`,
    '/refund-rates?code=9617001900&export_date=2026-03-01',
    '/refund-rates?code=12',
    '/refund-rates/chapter-96',
    '/central-parity',
    '/central-parity?date=xx&currency=ZZZ',
    '/datasets',
    '/datasets/ports',
    `/datasets/ports/${portsVersion}`,
    '/datasets/nope',
    // The lookup's cards and hits of each listing, the reference loaded and not, a ports search, a
    // calculator filled from the library, the 404 page (those asked in English aside).
    ...MORE_SITE_PAGES.filter((path) => !path.includes('lang=')),
  ];
}

/** The test library's goods names ('fixture base code', test/fixtures/refund-lookup-library.ts): its data, not the site's words. */
const FIXTURE_GOODS = /\bfixture [a-z ]*(?:code|name)\b/gi;

/** What a browser sends with a navigation: an unknown address is then the site's 404 page. */
const BROWSER = { accept: 'text/html' };

describe('API names on the pages', () => {
  let app: FastifyInstance;
  let words: Set<string>;
  let parityDay = '';
  // The service's clock: set once the newest parity is known, 84 days after it (noon in Beijing).
  let now = new Date();
  before(async () => {
    app = await siteService(() => now);
    words = await apiWords(app);
    parityDay = (await app.inject('/v1/central-parity')).json().central_parity.published_on;
    now = new Date(`${addDays(parityDay, 84)}T04:00:00Z`);
  });
  after(() => app?.close());

  const html = async (path: string) => (await app.inject(path)).body;

  it('shows no API name on any kind of page in Chinese, Japanese or Korean unless asked', async () => {
    const ports = String((await app.inject('/v1/datasets/ports')).json().current);
    const found: string[] = [];
    for (const lang of ['zh-CN', 'ja', 'ko'])
      for (const path of everyPageKind(ports)) {
        const response = await app.inject({ url: inLanguage(path, lang), headers: BROWSER });
        assert.ok(response.statusCode < 500, `${lang} ${path}`);
        assert.doesNotMatch(response.body, /class="api-name"/, `${lang} ${path}: a code hint with the switch off`);
        const shown = apiWordsIn(shownText(response.body).replace(FIXTURE_GOODS, ' '), words);
        if (shown.length > 0) found.push(`${lang} ${path.slice(0, 60)}: ${shown.join(', ')}`);
      }
    assert.deepEqual(found, []);
  });

  it('shows no API name on the lookup’s pages without a library either', async () => {
    // The shipped data alone: no refund library, as on a new server.
    const bare = await serviceApp();
    try {
      const found: string[] = [];
      for (const lang of ['zh-CN', 'ja', 'ko'])
        for (const path of ['/refund-rates', '/refund-rates?code=9617001900', '/refund-rates/chapter-96']) {
          const response = await bare.inject({ url: inLanguage(path, lang), headers: BROWSER });
          assert.match(response.body, /class="no-library"/, `${lang} ${path}`);
          const shown = apiWordsIn(shownText(response.body), words);
          if (shown.length > 0) found.push(`${lang} ${path}: ${shown.join(', ')}`);
        }
      assert.deepEqual(found, []);
    } finally {
      await bare.close();
    }
  });

  it('shows each name beside its words with ?api=1, and keeps the switch across links and forms', async () => {
    const page = await html('/tools/baojia?api=1');
    const hints = new Set([...page.matchAll(/<code class="api-name">([^<]*)<\/code>/g)].map((match) => match[1]));
    for (const name of ['mode', 'price', 'fxRate', 'fxPer', 'fxBase', 'quotedPriceBasis', 'forward', 'reverse'])
      assert.ok(hints.has(name), `${name} as a hint`);
    assert.match(page, /<input type="hidden" name="api" value="1">/);
    assert.match(page, /<a href="\/refund-rates\?api=1">退税率查询<\/a>/);
    assert.match(page, /<a href="\/tools\/baojia" rel="nofollow">隐藏 API 名称<\/a>/);
    const answered = await html(`/tools/baojia?${query(exampleOf('baojia'))}&api=1`);
    // baojia's figures are a table of terms: each cell's output named after its figure.
    assert.match(answered, /<span data-output="priceFob">[^<]+<\/span> <code class="api-name">priceFob<\/code>/);
    assert.match(answered, /<dt>[^<]+ <code class="api-name">[A-Za-z]+<\/code><\/dt>/);
    assert.match(answered, /<code class="api-name">central-parity [0-9-]{10}<\/code>/);
    // The ports search, a GET form of this site's own, keeps it too.
    assert.match(await html('/datasets/ports/current?q=ningbo&api=1'), /<input type="hidden" name="api" value="1">/);
    const refused = await html('/refund-rates?code=12&api=1');
    assert.match(refused, /<li><code>code<\/code>: 海关商品编码应为/);
    // Off, the switch offers to show them, the inputs of the page kept.
    const off = await html('/tools/cbm?mode=air');
    assert.match(off, /<a href="\/tools\/cbm\?mode=air&amp;api=1" rel="nofollow">显示 API 名称<\/a>/);
    assert.doesNotMatch(off, /name="api"/);
  });

  it('writes help, steps and refusals with the labels and choice labels of the page’s language', async () => {
    const form = shownText(await html('/tools/baojia'));
    assert.match(form, /正算：由成本算出各贸易术语的报价；倒算：由报价单价算出利润。/);
    assert.match(form, /按国内费用计算基数计/);
    assert.match(form, /除非报价是否含佣为净价/);
    const refusal = shownText(await html('/tools/baojia?price=152&quantity=544&taxRate=13&refundRate=9'));
    assert.match(
      refusal,
      /缺少汇率：.*可按汇率 [0-9.]+、汇率标价单位数 每 1 单位、汇率标价方式 外币折合人民币重新提交/,
    );
    assert.match(shownText(await html('/refund-rates?code=12')), /海关商品编码：海关商品编码应为 8 位或 10 位数字/);
    assert.match(shownText(await html('/central-parity?date=xx')), /日期：日期应写成 YYYY-MM-DD/);
    assert.match(shownText(await html('/datasets/nope')), /可用的有人民币汇率中间价, 出口退税率文库/);
    const steps = shownText(await html(`/tools/baojia?${query({ ...exampleOf('baojia'), method: 'chain' })}`));
    assert.match(steps, /核算方法为逐步换算：FOB 由成本和利润率算出/);
    assert.match(shownText(await html('/tools/container-load?lang=ja')), /容積上限（容積 ÷ 1 箱の容積）で使える容積/);
  });

  it('fills each blank field with an example value from the tool’s example, or its default, never its bounds', async () => {
    for (const tool of TOOLS) {
      const page = await html(`/tools/${tool.slug}`);
      const placeholders = new Map(
        [...page.matchAll(/name="([^"]+)"[^>]*? placeholder="([^"]*)"/g)].map((match) => [match[1], match[2]]),
      );
      // The example the page's 填入示例 link fills (the tool's, with today's rates: example-today.test.ts).
      const link = /<a href="[^"?]*\?([^"]*)">填入示例<\/a>/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const example = [...new URLSearchParams(link)];
      assert.equal(example.length, formFields(tool.example).length, tool.id);
      // A rows input's fields show its first row's example.
      for (const [name, value] of example.filter(([name]) => !/\.[1-9][0-9]*\./.test(name))) {
        const shown = placeholders.get(name);
        if (shown === undefined) continue;
        assert.ok(shown === `例：${value}` || !shown.startsWith('例'), `${tool.id} ${name}: ${shown}`);
      }
      for (const [name, shown] of placeholders) assert.doesNotMatch(shown ?? '', /[≤≥<>]/, `${tool.id} ${name}`);
    }
    const baojia = await html('/tools/baojia');
    assert.match(baojia, /name="price"[^>]* placeholder="例：152"/);
    assert.match(baojia, /name="markup"[^>]* placeholder="10"/);
    assert.match(await html('/tools/cbm?lang=en'), /name="cartons\.0\.length"[^>]* placeholder="e\.g\. 60"/);
  });

  it('names each source by its dataset’s name and publication day, with its age, in four languages', async () => {
    const expected: Record<string, [string, RegExp]> = {
      'zh-CN': [`人民币汇率中间价，${parityDay}（84 天前）发布`, new RegExp(`截至 ${parityDay}（84 天前）；`)],
      en: [
        `RMB central parity rates, published ${parityDay} (84 days ago)`,
        new RegExp(`as of ${parityDay} \\(84 days ago\\)`),
      ],
      ja: [`人民元の対外為替基準値、${parityDay}（84 日前）公表`, new RegExp(`${parityDay}（84 日前）時点`)],
      ko: [`위안화 기준환율, ${parityDay}(84일 전) 공표`, new RegExp(`${parityDay}\\(84일 전\\) 기준`)],
    };
    for (const [lang, [dataset, line]] of Object.entries(expected)) {
      const page = await html(`/tools/fx-convert?currency=USD&amount=10000&lang=${lang}`);
      // Beside the figures, and in the sources with the link to the version.
      assert.ok(page.includes(`<p class="data-used">`), lang);
      assert.ok(shownText(page.slice(page.indexOf('class="data-used"'))).includes(dataset), `${lang}: ${dataset}`);
      assert.match(
        page,
        new RegExp(`<a href="/datasets/central-parity/${parityDay}[^"]*">${dataset.replace(/[()]/g, '\\$&')}</a>`),
      );
      assert.match(shownText(page), line, lang);
    }
    assert.match(await html('/central-parity'), new RegExp(`<h2>${parityDay} 公布的中间价（84 天前）</h2>`));
    now = new Date(`${parityDay}T04:00:00Z`);
    assert.match(
      shownText(await html('/tools/fx-convert?currency=USD&amount=1')),
      new RegExp(`${parityDay}（今天）发布`),
    );
    now = new Date(`${addDays(parityDay, 1)}T04:00:00Z`);
    assert.match(shownText(await html('/tools/fx-convert?currency=USD&amount=1&lang=en')), /\(yesterday\)/);
    now = new Date(`${addDays(parityDay, 84)}T04:00:00Z`);
  });
});

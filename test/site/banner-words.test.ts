/**
 * The answer in sight and the API names switch together, at the HTTP level: a refusal's banner
 * names each refused field and writes its refusal in the page's words, the API's names beside
 * them only with `?api=1`; a sent form carries both its hidden `go` and the switch's `api`, and
 * neither is read as an input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { formFields } from '../../src/site/form-values.js';
import { TOOLS } from '../../src/tools/registry.js';
import { siteService } from '../helpers/site-service.js';

/** baojia sent without a rate: the refusal names the parity to send again (fxRate, fxPer, fxBase). */
const NO_RATE = '/tools/baojia?go=1&price=152&quantity=544&taxRate=13&refundRate=9';

const bannerOf = (html: string) => /<div class="refusal" id="answer"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';

describe('the refusal banner in the page’s words', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await siteService(() => new Date());
  });
  after(() => app?.close());

  it('lists a refused field by its label and its refusal in words, without API names', async () => {
    const response = await app.inject(NO_RATE);
    assert.equal(response.statusCode, 400);
    const banner = bannerOf(response.body);
    assert.match(banner, /<li><a href="#in-fxRate">汇率<\/a>：缺少汇率：/);
    assert.match(banner, /可按汇率 [0-9.]+、汇率标价单位数 每 1 单位、汇率标价方式 外币折合人民币重新提交/);
    assert.doesNotMatch(banner, /fxRate<|fxPer|fxBase|api-name/);
  });

  it('puts each name beside its words with ?api=1', async () => {
    const banner = bannerOf((await app.inject(`${NO_RATE}&api=1`)).body);
    assert.match(banner, /<a href="#in-fxRate">汇率<\/a> <code class="api-name">fxRate<\/code>：/);
    assert.match(banner, /汇率标价方式 <code class="api-name">fxBase<\/code>/);
    const rows = bannerOf((await app.inject('/tools/cbm?go=1&api=1&lang=ko&cartons.0.length=x')).body);
    assert.match(
      rows,
      /<a href="#in-cartons-0-length">1행의 길이<\/a> <code class="api-name">cartons\.0\.length<\/code>: /,
    );
  });

  it('sends the form with go and api, neither read as an input', async () => {
    const form = (await app.inject('/tools/cbm?api=1&lang=en')).body;
    assert.match(form, /<form method="get" action="[^"]*#answer"/);
    assert.match(form, /<input type="hidden" name="api" value="1">/);
    assert.match(form, /<input type="hidden" name="go" value="1">/);
    const cbm = TOOLS.find((tool) => tool.id === 'cbm')?.example ?? {};
    const sent = await app.inject(`/tools/cbm?go=1&api=1&${new URLSearchParams(formFields(cbm))}`);
    assert.equal(sent.statusCode, 200);
    assert.match(sent.body, /<section class="answer" id="answer"/);
    assert.doesNotMatch(sent.body, /class="refusal"/);
  });
});

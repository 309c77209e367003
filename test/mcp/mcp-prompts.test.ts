/**
 * The MCP prompts (src/mcp/prompts.ts) through the SDK's client over HTTP, in the four languages:
 * the three questions asked most, each with its title and arguments described in the language,
 * and a message naming the tools to call in their order, whose first calls are JSON the tools take.
 * A missing argument or an unknown prompt is JSON-RPC's invalid params.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.js';
import { placeholdersOf } from '../../src/i18n/messages.js';
import { PROMPT_WORDS } from '../../src/mcp/prompt-words.js';
import { type ListeningMcp, listeningMcp } from '../helpers/mcp-listening.js';

const SCRIPT: Record<Lang, RegExp> = {
  'zh-CN': /[\u4e00-\u9fff]/,
  en: /^[\x20-\x7e’“”]+$/,
  ja: /[\u3040-\u30ff]/,
  ko: /[\uac00-\ud7af]/,
};

/** The tools a message names, in the order it first names them. */
const toolsNamed = (text: string) => [...new Set([...text.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]))];
/** The JSON written right after a tool's name. */
function callOf(text: string, tool: string): Record<string, string> {
  const json = new RegExp(`\`${tool}\` (\\{[^}]*\\})`).exec(text)?.[1];
  assert.ok(json, `${tool} called with JSON in: ${text}`);
  return JSON.parse(json);
}

describe('MCP prompts', () => {
  let service: ListeningMcp;
  const clients = new Map<Lang, Client>();
  const properties = new Map<string, Record<string, { enum?: string[] }>>();

  before(async () => {
    service = await listeningMcp();
    for (const lang of LANGUAGES) clients.set(lang, await service.connect(lang));
    for (const tool of (await client('en').listTools()).tools)
      properties.set(tool.name, (tool.inputSchema.properties ?? {}) as Record<string, { enum?: string[] }>);
  });
  after(() => service.close());

  const client = (lang: Lang): Client => {
    const found = clients.get(lang);
    assert.ok(found);
    return found;
  };
  const message = async (lang: Lang, name: string, args: Record<string, string>) => {
    const result = await client(lang).getPrompt({ name, arguments: args });
    assert.equal(result.messages.length, 1);
    const [first] = result.messages;
    assert.equal(first?.role, 'user');
    assert.equal(first?.content.type, 'text');
    return first?.content.type === 'text' ? first.content.text : '';
  };

  it('lists the three questions in every language, their arguments described in it', async () => {
    for (const lang of LANGUAGES) {
      const { prompts } = await client(lang).listPrompts();
      assert.deepEqual(
        prompts.map((prompt) => prompt.name),
        ['refund_rate_for_product', 'quote_fob_cif', 'cartons_in_container'],
      );
      for (const prompt of prompts) {
        for (const words of [prompt.title, prompt.description, ...(prompt.arguments ?? []).map((a) => a.description)])
          assert.match(String(words), SCRIPT[lang], `${prompt.name} ${lang}: ${words}`);
      }
      const quote = prompts.find((prompt) => prompt.name === 'quote_fob_cif');
      assert.deepEqual(
        quote?.arguments?.filter((argument) => argument.required).map((argument) => argument.name),
        ['product', 'cost_price', 'quantity'],
      );
    }
  });

  it('asks for a refund rate by code or by name, on the export date given or today', async () => {
    for (const lang of LANGUAGES) {
      const dated = await message(lang, 'refund_rate_for_product', { product: '保温杯', export_date: '2026-03-01' });
      assert.deepEqual(toolsNamed(dated), ['refund_rate_lookup', 'refund_rate_search']);
      assert.deepEqual(callOf(dated, 'refund_rate_lookup'), { code: '保温杯', export_date: '2026-03-01' });
      assert.deepEqual(callOf(dated, 'refund_rate_search'), { q: '保温杯', export_date: '2026-03-01' });
      // Step 2 goes back to the lookup with the code chosen.
      assert.match(dated.split('\n')[2] ?? '', /^2\. .*`refund_rate_lookup`/);
      const today = await message(lang, 'refund_rate_for_product', { product: '8504319000', export_date: ' ' });
      assert.deepEqual(callOf(today, 'refund_rate_lookup'), { code: '8504319000' }, 'no date: today, not a guess');
    }
  });

  it('quotes FOB and CIF: the rates first, then baojia with the user’s figures, then the quote', async () => {
    for (const lang of LANGUAGES) {
      const args = { product: 'ceramic mug', cost_price: '12.5', quantity: '3000', term: 'CIF', port: 'Hamburg' };
      const text = await message(lang, 'quote_fob_cif', args);
      assert.deepEqual(toolsNamed(text), [
        'refund_rate_lookup',
        'refund_rate_search',
        'central_parity',
        'baojia',
        'quote',
      ]);
      const baojia = callOf(text, 'baojia');
      assert.deepEqual(baojia, { price: '12.5', quantity: '3000', currency: 'USD', term: 'CIF', port: 'Hamburg' });
      for (const name of Object.keys(baojia)) assert.ok(properties.get('baojia')?.[name], `baojia takes ${name}`);
    }
    const fob = await message('en', 'quote_fob_cif', {
      product: 'mug',
      cost_price: '1',
      quantity: '2',
      currency: 'EUR',
    });
    assert.deepEqual(callOf(fob, 'baojia'), { price: '1', quantity: '2', currency: 'EUR' });
    assert.match(fob, /FOB, CFR and CIF, in EUR\./);
  });

  it('fits cartons: container_load for one size, load_plan for several, cbm for less than a container', async () => {
    for (const lang of LANGUAGES) {
      const args = { carton_size: '60 x 40 x 40 cm', gross_weight: '15 kg', quantity: '1000', container_type: '40HQ' };
      const text = await message(lang, 'cartons_in_container', args);
      assert.deepEqual(toolsNamed(text), ['container_load', 'load_plan', 'cbm']);
      const call = callOf(text, 'container_load');
      assert.deepEqual(call, { containerType: '40HQ', quantity: '1000' });
      assert.ok(properties.get('container_load')?.containerType?.enum?.includes(call.containerType));
      assert.ok(properties.get('container_load')?.quantity);
    }
    const any = await message('en', 'cartons_in_container', { carton_size: '60x40x40 cm', gross_weight: '15 kg' });
    assert.match(any, /fit in each container type\?/);
    assert.deepEqual(callOf(any, 'container_load'), { containerType: 'all' });
  });

  it('refuses a missing argument and an unknown prompt as invalid params', async () => {
    await assert.rejects(
      client('en').getPrompt({ name: 'quote_fob_cif', arguments: { product: 'mug' } }),
      (error: Error) => {
        assert.match(error.message, /-32602.*quote_fob_cif needs cost_price, quantity/);
        return true;
      },
    );
    await assert.rejects(client('en').getPrompt({ name: 'nope' }), /-32602.*No prompt named nope/);
  });

  it('writes every prompt word in the four languages with the same placeholders', () => {
    for (const [key, texts] of Object.entries(PROMPT_WORDS))
      for (const lang of LANGUAGES) {
        assert.ok(texts[lang].trim().length > 0, `${key} ${lang}`);
        assert.deepEqual(placeholdersOf(texts[lang]), placeholdersOf(texts.en), `${key} ${lang}`);
      }
  });
});

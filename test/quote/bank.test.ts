/**
 * The beneficiary's bank codes (src/quote/bank.ts): SWIFT/BIC by its form (ISO 9362) and its ISO
 * 3166 country, IBAN by its country's length in SWIFT's IBAN Registry and its ISO 7064 MOD 97-10
 * check digits; each refusal at its dotted path over HTTP.
 *
 * Known valid codes, from public documentation:
 * - BICs: DEUTDEFF (Deutsche Bank, Frankfurt: bank DEUT, country DE, location FF) and DEUTDEFF500
 *   (the same with a branch), the example of ISO 9362's structure as given at
 *   http://www.narizashop.com/2007/11/swift-code-iso-9362-bank-identifier.html; SWIFT's own
 *   description of the structure at http://www.swift.com/ordering/old_ordering_configuration/existing_customers/43718/other_services/request_a_non_swift_bic.page.
 * - IBANs: the examples of SWIFT's IBAN Registry, as listed by IbanNet
 *   (https://github.com/skwasjer/IbanNet, SupportedCountries.md), e.g. GB29 NWBK 6016 1331 9268 19.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ibanIssue, swiftIssue } from '../../src/quote/bank.js';
import { PI_BODY } from '../fixtures/quote-lines-body.js';
import { serviceApp } from '../helpers/app.js';
import type { Answer } from '../helpers/tools.js';

const REGISTRY_EXAMPLES = [
  'AD12 0001 2030 2003 5910 0100',
  'AE07 0331 2345 6789 0123 456',
  'AT61 1904 3002 3457 3201',
  'BE68 5390 0754 7034',
  'BR18 0036 0305 0000 1000 9795 493C 1',
  'CH93 0076 2011 6238 5295 7',
  'DE89 3704 0044 0532 0130 00',
  'ES91 2100 0418 4502 0005 1332',
  'FR14 2004 1010 0505 0001 3M02 606',
  'GB29 NWBK 6016 1331 9268 19',
  'IT60 X054 2811 1010 0000 0123 456',
  'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'NL91 ABNA 0417 1643 00',
  'NO93 8601 1117 947',
  'PL61 1090 1014 0000 0712 1981 2874',
  'SA03 8000 0000 6080 1016 7519',
  'TR33 0006 1005 1978 6457 8413 26',
  'XK05 1212 0123 4567 8906',
].map((printed) => printed.replace(/ /g, ''));

const DIGIT = /[0-9]/;

describe('bank codes', () => {
  it('takes the IBAN Registry’s examples and the documented BICs', () => {
    for (const iban of REGISTRY_EXAMPLES) assert.equal(ibanIssue(iban, 'bank.iban'), undefined, iban);
    for (const swift of ['DEUTDEFF', 'DEUTDEFF500']) assert.equal(swiftIssue(swift, 'bank.swift'), undefined);
  });

  it('refuses every IBAN with one digit changed, or two neighbouring characters swapped', () => {
    const iban = fc.constantFrom(...REGISTRY_EXAMPLES);
    fc.assert(
      fc.property(iban, fc.nat(), fc.integer({ min: 1, max: 9 }), (valid, at, by) => {
        // A digit changed by 1 to 9 changes the number by a multiple of a power of ten 97 never divides.
        const digits = [...valid].flatMap((character, index) => (DIGIT.test(character) ? [index] : []));
        const index = digits[at % digits.length] ?? 2;
        const changed = `${valid.slice(0, index)}${(Number(valid[index]) + by) % 10}${valid.slice(index + 1)}`;
        assert.equal(ibanIssue(changed, 'bank.iban')?.code, 'quote.iban_check_digits', changed);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(iban, fc.nat(), (valid, at) => {
        // Two neighbouring digits swapped (of the number after the country: 4 onwards), unless alike.
        const index = 4 + (at % (valid.length - 5));
        const [a, b] = [valid[index] ?? '', valid[index + 1] ?? ''];
        if (a === b || !DIGIT.test(a) || !DIGIT.test(b)) return;
        const swapped = `${valid.slice(0, index)}${b}${a}${valid.slice(index + 2)}`;
        assert.equal(ibanIssue(swapped, 'bank.iban')?.code, 'quote.iban_check_digits', swapped);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses an IBAN of a country outside the Registry, or of the wrong length for its own', () => {
    assert.deepEqual(ibanIssue('CN12345678901234567', 'bank.iban')?.values, { country: 'CN' });
    assert.deepEqual(ibanIssue('DE8937040044053201300', 'bank.iban')?.values, { country: 'DE', length: 22, given: 21 });
  });

  it('refuses a BIC whose country ISO 3166 does not assign', () => {
    fc.assert(
      fc.property(fc.constantFrom('UK', 'EU', 'ZZ', 'AA', 'QQ', 'XX'), (country) => {
        assert.deepEqual(swiftIssue(`DEUT${country}FF`, 'bank.swift')?.values, { country });
      }),
    );
    assert.equal(swiftIssue('DEUTGB2L', 'bank.swift'), undefined, 'GB, not UK');
  });

  describe('over HTTP', () => {
    let app: FastifyInstance;
    before(async () => {
      app = await serviceApp({ RATE_LIMIT_BURST: '100000' });
    });
    after(() => app.close());
    const post = async (bank: unknown) => {
      const response = await app.inject({ method: 'POST', url: '/v1/quote', payload: { ...PI_BODY, bank } });
      const body: Answer = response.json();
      return {
        status: response.statusCode,
        body,
        issues: (body.issues ?? []).map((i: Answer) => `${i.path} ${i.code}`),
      };
    };
    const bank = PI_BODY.bank;

    it('takes an IBAN printed in groups of four, and keeps its electronic form', async () => {
      const { status, body } = await post({ ...bank, account: undefined, iban: 'DE89 3704 0044 0532 0130 00' });
      assert.equal(status, 200, JSON.stringify(body.issues));
      assert.equal(body.quote.bank.iban, 'DE89370400440532013000');
      assert.ok(
        body.normalized.some(
          (rewrite: Answer) => rewrite.path === 'bank.iban' && rewrite.used === 'DE89370400440532013000',
        ),
      );
    });

    it('refuses each wrong code at its path, all at once', async () => {
      assert.deepEqual((await post({ ...bank, swift: 'DEUTZZFF', iban: 'DE88370400440532013000' })).issues, [
        'bank.swift quote.swift_country',
        'bank.iban quote.iban_check_digits',
      ]);
      assert.deepEqual((await post({ ...bank, swift: 'DEUT1EFF', iban: 'de89370400440532013000' })).issues, [
        'bank.swift input.text_pattern',
        'bank.iban input.text_pattern',
      ]);
      assert.deepEqual((await post({ ...bank, swift: 'DEUTDEFF5', account: '' })).issues, [
        'bank.swift input.text_pattern',
        'bank.account quote.account_needed',
      ]);
    });
  });
});

/**
 * A calculator's example as a newcomer should learn from it (docs/site.md): the tool's worked
 * example (its example.ts, cited, and the API's own) with each figure that has a value today
 * brought up to date. An exchange rate (`fxRate`, read with the currency, fxPer and fxBase beside
 * it) becomes the central parity in force, asked of the API as any client asks it; a VAT levy rate
 * (`taxRate`) of 17 % becomes the 13 % goods have paid since 2019-04-01. Without a parity that
 * quotes the currency, the rate stays the worked example's. The page opened from the example link
 * says above its form what was changed and from where.
 */
import type { InputDescription } from '../../tools/kit/describe.js';
import type { SiteApi } from '../api.js';
import { type FormInputs, formFields } from '../form-values.js';
import { type Html, html } from '../html.js';
import { type Here, wordsIn } from '../layout.js';
import { type ProvenanceLike, answerDay, withAge } from '../sources.js';

/** China's VAT rate on goods: 17 % until 2019-03-31, 13 % since (财政部 税务总局 海关总署公告2019年第39号). */
const VAT = { was: '17', now: '13', since: '2019-04-01' } as const;

interface Quotation {
  currency: string;
  base: string;
  quote: string;
  per: string;
  value: string;
}

interface ParityAnswer {
  central_parity?: { published_on: string; quotations: Quotation[] };
  provenance?: ProvenanceLike;
}

type Change = { kind: 'fx'; was: string; day: string; today: string; reading: string } | { kind: 'vat' };

/** The example's fields by dotted name, as the example link and the placeholders take them, and what was changed. */
export interface ExampleToday {
  fields: Array<[string, string]>;
  changes: Change[];
}

const lastSegment = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The input a dotted field name stands for, rows' numbers passed over. */
function inputAt(inputs: readonly InputDescription[], name: string): InputDescription | undefined {
  const [head, ...rest] = name.split('.').filter((segment) => !/^[0-9]+$/.test(segment));
  const input = inputs.find((candidate) => candidate.name === head);
  return rest.length === 0 ? input : inputAt(input?.fields ?? [], rest.join('.'));
}

/** The example's exchange rate as the central parity in force, or nothing when there is none for its currency. */
async function parityRate(
  api: SiteApi,
  here: Here,
  inputs: readonly InputDescription[],
  fields: Array<[string, string]>,
) {
  const rateName = fields.find(([name]) => lastSegment(name) === 'fxRate')?.[0];
  if (rateName === undefined) return undefined;
  const prefix = rateName.slice(0, rateName.length - 'fxRate'.length);
  const valueOf = (name: string) =>
    new Map(fields).get(prefix + name) ?? (inputAt(inputs, prefix + name)?.default?.toString() || undefined);
  const currency = valueOf('currency');
  if (currency === undefined || currency === 'CNY') return undefined;
  const answer = await api.get<ParityAnswer>('/v1/central-parity', { lang: here.lang });
  const parity = answer.status === 200 ? answer.body.central_parity : undefined;
  const quotation = parity?.quotations.find((candidate) => candidate.currency === currency);
  if (!parity || !quotation || !answer.body.provenance) return undefined;
  // The quotation as the parity quotes it (100 JPY, or KRW per CNY), where the tool's choices can say so.
  const set: Record<string, string> = {
    fxRate: quotation.value,
    fxPer: quotation.per,
    fxBase: quotation.base === currency ? 'currency' : 'CNY',
  };
  for (const [name, value] of Object.entries(set)) {
    const choices = inputAt(inputs, prefix + name)?.choices;
    if (choices && !choices.includes(value)) return undefined;
  }
  const day = parity.published_on;
  return {
    set: Object.entries(set).map(([name, value]): [string, string] => [prefix + name, value]),
    change: {
      kind: 'fx' as const,
      was: valueOf('fxRate') ?? '',
      day,
      today: answerDay(answer.body.provenance),
      reading: `${quotation.per} ${quotation.base} = ${quotation.value} ${quotation.quote}`,
    },
  };
}

/** The tool's example with today's rates and rules; asks the API for the parity only when the example has a rate. */
export async function exampleToday(
  api: SiteApi,
  here: Here,
  inputs: readonly InputDescription[],
  example: object,
): Promise<ExampleToday> {
  const fields = new Map(formFields(example));
  const changes: Change[] = [];
  const rate = await parityRate(api, here, inputs, [...fields]);
  if (rate) {
    for (const [name, value] of rate.set) {
      const given = fields.get(name) ?? inputAt(inputs, name)?.default?.toString();
      if (given !== value) fields.set(name, value);
    }
    changes.push(rate.change);
  }
  const stale = [...fields].filter(([name, value]) => lastSegment(name) === 'taxRate' && value === VAT.was);
  for (const [name] of stale) fields.set(name, VAT.now);
  if (stale.length > 0) changes.push({ kind: 'vat' });
  return { fields: [...fields], changes };
}

/**
 * What the example link brought up to date, above the form of the page it opened: shown when the
 * inputs given are the example's, field for field, so that it never describes values typed since.
 */
export function exampleNote(here: Here, today: ExampleToday, given: FormInputs): Html | '' {
  if (today.changes.length === 0) return '';
  const typed = new Map(formFields(given));
  const same = typed.size === today.fields.length && today.fields.every(([name, value]) => typed.get(name) === value);
  if (!same) return '';
  const words = wordsIn(here.lang);
  const sentence = (change: Change) => {
    // A percent is not broken from its sign at the end of a line.
    if (change.kind === 'vat')
      return words('site.example.vat', { was: `${VAT.was}\u00a0%`, now: `${VAT.now}\u00a0%`, since: VAT.since });
    const parity = withAge(words('site.example.parity', { day: change.day }), change.day, change.today, here.lang);
    return words('site.example.fx_rate', { was: change.was, parity, reading: change.reading });
  };
  return html`<ul class="example-today" role="status">${today.changes.map((change) => html`<li>${sentence(change)}</li>`)}</ul>`;
}

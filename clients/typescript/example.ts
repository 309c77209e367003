/**
 * Using the typed client: the volume and chargeable weight of ten cartons (cbm), a figure read
 * by its kind, a price (baojia), a shipping mark's lines (maitou) and a refund rate. Run against a server: `npx tsx clients/typescript/example.ts http://localhost:8080`.
 * The `@ts-expect-error` lines are mistakes the types catch; `npm test` compiles this file, so
 * they must stay errors.
 */
import { type Figure, type Schemas, createExportTradeClient } from './index.js';

/** A figure as one line of text, whatever its kind: the union narrows by `kind`. */
export function figureText(figure: Figure): string {
  switch (figure.kind) {
    case 'money':
      return `${figure.amount} ${figure.currency}`;
    case 'quantity':
      return `${figure.value} ${figure.unit}`;
    case 'rate':
      return `${figure.per} ${figure.base} = ${figure.value} ${figure.quote}`;
    default:
      return figure.value;
  }
}

export async function cartonsExample(baseUrl: string): Promise<string> {
  const client = createExportTradeClient(baseUrl);
  const { data, error } = await client.POST('/v1/tools/cbm/compute', {
    params: { query: { lang: 'en' } },
    body: {
      inputs: {
        cartons: [{ length: '60', width: '40', height: '40', grossWeight: '15', quantity: '10' }],
        mode: 'lcl',
      },
    },
  });
  if (error) {
    // Each issue's code is one of this operation's own (its 400's, 413's, 429's…): a switch can be exhaustive.
    // @ts-expect-error tool.not_found is no code cbm's calculation answers with, so the comparison cannot hold.
    if (error.issues[0]?.code === 'tool.not_found') throw new Error('unreachable');
    throw new Error(error.issues.map((issue) => issue.message).join(' '));
  }
  const { totalVolume, chargeable } = data.outputs;

  // @ts-expect-error cbm has no output named totalVolumes: a misspelt output name does not compile.
  void data.outputs.totalVolumes;
  // @ts-expect-error totalVolume is a quantity figure, which has a value and a unit, not an amount.
  void totalVolume?.amount;
  // @ts-expect-error a quantity figure is not a money figure.
  const wrongKind: Schemas['MoneyFigure'] | undefined = totalVolume;
  void wrongKind;
  // @ts-expect-error inputs are decimal strings, never JSON numbers, in the published schema.
  void client.POST('/v1/tools/unit-convert/compute', { body: { inputs: { value: 1.5, from: 'm', to: 'cm' } } });

  // totalVolume is in every cbm answer (required in its outputs): no `!`; chargeable may be absent.
  return [figureText(totalVolume), ...(chargeable ? [figureText(chargeable)] : [])].join(', ');
}

/** A FOB price and its profit (baojia), read without `!` or a cast: both are in every answer. */
export async function priceExample(baseUrl: string): Promise<string> {
  const client = createExportTradeClient(baseUrl);
  const { data, error } = await client.POST('/v1/tools/baojia/compute', {
    body: { inputs: { price: '152', quantity: '544', taxRate: '17', refundRate: '9', fxRate: '8.03' } },
  });
  if (error) throw new Error(error.issues.map((issue) => issue.message).join(' '));
  const { priceFob, profitFob } = data.outputs;
  return `${figureText(priceFob)} (profit ${profitFob.amount} ${profitFob.currency})`;
}

/**
 * The printed lines of a shipping mark (maitou), read from its steps by id without a cast: each
 * mark line's step types its `texts.text`, and the carton numbers' step its `from` and `to`.
 */
export async function markExample(baseUrl: string): Promise<string[]> {
  const client = createExportTradeClient(baseUrl);
  const { data, error } = await client.POST('/v1/tools/maitou/compute', {
    body: {
      inputs: {
        cartons: '25',
        length: '60',
        width: '40',
        height: '40',
        grossWeight: '15',
        netWeight: '13.5',
        lines: [{ text: 'ABC CO.' }, { text: 'HAMBURG' }],
      },
    },
  });
  if (error) throw new Error(error.issues.map((issue) => issue.message).join(' '));
  const lines: string[] = [];
  for (const step of data.steps) {
    if (step.id === 'maitou.layout') {
      // @ts-expect-error the layout step quotes no text: only a mark line's step has `texts`.
      const quoted: { text: string } = step.texts;
      void quoted;
      continue;
    }
    if (step.id === 'maitou.numbering')
      lines.push(`${step.texts.text} (${figureText(step.values.from)}–${figureText(step.values.to)})`);
    else lines.push(step.texts.text);
  }
  return lines;
}

/**
 * The refund rate in force for a customs code. A 200 is the found answer, its own schema: its
 * `lookup` has the periods and the one in force, read without testing `found`; a 404 is the
 * not-listed answer, with the nearest listed codes and no rate of any kind.
 */
export async function refundRateExample(baseUrl: string, code: string): Promise<string> {
  const client = createExportTradeClient(baseUrl);
  const { data, error } = await client.GET('/v1/refund-rate', { params: { query: { code } } });
  if (data) {
    const { lookup } = data;
    // @ts-expect-error a found answer has no nearest codes: they are the 404's.
    void lookup.nearest;
    return lookup.in_force.status === 'rate'
      ? `${lookup.code}: ${lookup.in_force.period.refund_percent} % on ${lookup.in_force_on}`
      : `${lookup.code}: ${lookup.in_force.status}`;
  }
  if ('lookup' in error) {
    // @ts-expect-error a code not listed has no rate in force.
    void error.lookup.in_force;
    return `${error.lookup.code} is not listed; nearest: ${error.lookup.nearest.map((near) => near.code).join(', ')}`;
  }
  return error.issues.map((issue) => issue.message).join(' ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${await cartonsExample(process.argv[2] ?? 'http://localhost:8080')}\n`);
}

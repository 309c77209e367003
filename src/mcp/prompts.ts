/**
 * The MCP prompts: the three questions assistants are asked most ("what refund rate applies to
 * this product", "quote this product FOB/CIF", "how many cartons fit in a container"), each a
 * message in the server's language telling the model which tools to call in which order, with the
 * first calls written as JSON made of the user's arguments. Words: prompt-words.ts.
 */
import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import type { Lang } from '../i18n/languages.js';
import { PROMPT_WORDS, promptWord } from './prompt-words.js';

type PromptWord = keyof typeof PROMPT_WORDS;
type Arguments = Readonly<Record<string, string>>;

interface PromptSpec {
  name: string;
  title: PromptWord;
  description: PromptWord;
  arguments: ReadonlyArray<{ name: string; required: boolean; words: PromptWord }>;
  /** The message, from the arguments given (trimmed; an empty one is not given). */
  message(args: Arguments, lang: Lang): string;
}

/** A tool call as the message writes it: its name and its arguments in JSON. */
const call = (tool: string, args: Record<string, string>) => `\`${tool}\` ${JSON.stringify(args)}`;

/** The arguments given, each trimmed; an empty one left out. */
function given(args: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(args).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])),
  );
}

const PROMPTS: readonly PromptSpec[] = [
  {
    name: 'refund_rate_for_product',
    title: 'prompt.refund.title',
    description: 'prompt.refund.description',
    arguments: [
      { name: 'product', required: true, words: 'prompt.refund.product' },
      { name: 'export_date', required: false, words: 'prompt.refund.export_date' },
    ],
    message: ({ product = '', export_date: date }, lang) => {
      const day: Record<string, string> = date ? { export_date: date } : {};
      return promptWord('prompt.refund.message', lang, {
        product,
        day: date ? promptWord('prompt.refund.on_day', lang, { date }) : promptWord('prompt.refund.today', lang),
        lookup: call('refund_rate_lookup', { code: product, ...day }),
        search: call('refund_rate_search', { q: product, ...day }),
      });
    },
  },
  {
    name: 'quote_fob_cif',
    title: 'prompt.quote.title',
    description: 'prompt.quote.description',
    arguments: [
      { name: 'product', required: true, words: 'prompt.quote.product' },
      { name: 'cost_price', required: true, words: 'prompt.quote.cost_price' },
      { name: 'quantity', required: true, words: 'prompt.quote.quantity' },
      { name: 'term', required: false, words: 'prompt.quote.term' },
      { name: 'currency', required: false, words: 'prompt.quote.currency' },
      { name: 'port', required: false, words: 'prompt.quote.port' },
    ],
    message: ({ product = '', cost_price: price = '', quantity = '', term, currency = 'USD', port }, lang) =>
      promptWord('prompt.quote.message', lang, {
        product,
        cost_price: price,
        quantity,
        terms: term ?? promptWord('prompt.quote.all_terms', lang),
        currency,
        port: port ? promptWord('prompt.quote.to_port', lang, { port }) : '',
        // The port is the named port of a term: given with the term only.
        baojia: call('baojia', { price, quantity, currency, ...(term && port ? { term, port } : {}) }),
      }),
  },
  {
    name: 'cartons_in_container',
    title: 'prompt.cartons.title',
    description: 'prompt.cartons.description',
    arguments: [
      { name: 'carton_size', required: true, words: 'prompt.cartons.carton_size' },
      { name: 'gross_weight', required: true, words: 'prompt.cartons.gross_weight' },
      { name: 'quantity', required: false, words: 'prompt.cartons.quantity' },
      { name: 'container_type', required: false, words: 'prompt.cartons.container_type' },
    ],
    message: ({ carton_size: size = '', gross_weight: weight = '', quantity, container_type: type }, lang) =>
      promptWord('prompt.cartons.message', lang, {
        carton_size: size,
        gross_weight: weight,
        containers: type
          ? promptWord('prompt.cartons.one_type', lang, { type })
          : promptWord('prompt.cartons.every_type', lang),
        quantity: quantity ? promptWord('prompt.cartons.for_quantity', lang, { quantity }) : '',
        container_load: call('container_load', { containerType: type ?? 'all', ...(quantity ? { quantity } : {}) }),
      }),
  },
];

export function listedPrompts(lang: Lang): Prompt[] {
  return PROMPTS.map((prompt) => ({
    name: prompt.name,
    title: promptWord(prompt.title, lang),
    description: promptWord(prompt.description, lang),
    arguments: prompt.arguments.map((argument) => ({
      name: argument.name,
      description: promptWord(argument.words, lang),
      required: argument.required,
    })),
  }));
}

/** A prompt's message for its arguments, or why none is given (no such prompt, a required argument missing). */
export function promptOf(
  name: string,
  args: Readonly<Record<string, string>>,
  lang: Lang,
): { result: GetPromptResult } | { refused: string } {
  const prompt = PROMPTS.find((candidate) => candidate.name === name);
  if (!prompt) return { refused: `No prompt named ${name}.` };
  const known = given(args);
  const missing = prompt.arguments.filter((argument) => argument.required && !(argument.name in known));
  if (missing.length > 0)
    return { refused: `The prompt ${name} needs ${missing.map((argument) => argument.name).join(', ')}.` };
  return {
    result: {
      description: promptWord(prompt.description, lang),
      messages: [{ role: 'user', content: { type: 'text', text: prompt.message(known, lang) } }],
    },
  };
}

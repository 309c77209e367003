/**
 * The sheet's own address (docs/site.md, The quotation's link): `/quote/sheet?d=…` holds the
 * buyer's copy of the quote the API answered (buyerCopy: the document the buyer reads, nothing of
 * the seller's form or tools), as its canonical JSON (src/quote/canonical-json.ts) compressed with
 * brotli and written in base64url.
 * Read back, it is refused unless it decodes within its bounds to a quote whose digest is its own
 * and whose shape is the sheet's (quote-document.ts). The work is bounded by the link's length and
 * the decoded size, and done in turns of the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants } from 'node:zlib';
import { nextTurn } from '../../core/next-turn.js';
import { canonicalDigest, canonicalJson } from '../../quote/canonical-json.js';
import { type SheetQuote, readSheetQuote } from './quote-document.js';

export const SHEET_PATH = '/quote/sheet';

/**
 * The longest `d` a link carries: node's default header limit (16 KB) holds the request line, so
 * a longer link could not be asked for at all. A quote of 50 lines with short descriptions is
 * about 9,000 characters; one whose texts do not compress that far has no link, and says so.
 */
export const LINK_DATA_MAX = 12_000;

/** The most bytes a link's document may take decoded: a quote of 50 lines with long texts is under it, a compression bomb stops at it. */
export const DECODED_MAX = 256 * 1024;

/** How deep the decoded JSON may nest: a quote's deepest member (links.cbm.body.inputs.cartons.N.length) is 7 down. */
const DEPTH_MAX = 10;

/**
 * brotli at quality 9: a quote of 50 lines in about 15 ms of a thread-pool thread (quality 11
 * saves a fifth of the length for ten times the work), off the event loop.
 */
const LINK_QUALITY = 9;

/**
 * The buyer's document: the API's quote less what only the seller reads, the tools' links (the
 * seller's next steps) and the seller's exchange rate unless the seller shows it, digested again,
 * since a digest covers what its document holds. The link holds it and the seller's page draws
 * it, so that the sheet the seller sees is the buyer's, digest and all.
 */
export function buyerCopy(quote: Readonly<Record<string, unknown>>, showRate: boolean): Record<string, unknown> {
  const { digest: _apiDigest, links: _sellersTools, exchangeRate, ...kept } = quote;
  const held = showRate && exchangeRate !== undefined ? { ...kept, exchangeRate } : kept;
  return { ...held, digest: canonicalDigest(held) };
}

/** The buyer's copy of a quote (buyerCopy) as a link's `d`, or undefined when it is longer than a link may be. */
export async function sheetLinkData(copy: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  const json = canonicalJson(copy);
  const compressed = await promisify(brotliCompress)(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: LINK_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  });
  const data = compressed.toString('base64url');
  return data.length > LINK_DATA_MAX ? undefined : data;
}

/** Why a link's document is refused: too long, not readable as a compressed document, or not a quote with its own digest. */
export type SheetRefusal = 'too_long' | 'unreadable' | 'too_large' | 'not_a_quote' | 'digest';

/** Whether JSON nests deeper than DEPTH_MAX, walked without recursion. */
function tooDeep(value: unknown): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() ?? [null, 0];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= DEPTH_MAX) return true;
    for (const member of Object.values(item)) stack.push([member, depth + 1]);
  }
  return false;
}

function decoded(data: string): { json: string } | { refused: SheetRefusal } {
  if (data.length > LINK_DATA_MAX) return { refused: 'too_long' };
  if (!/^[A-Za-z0-9_-]+$/.test(data)) return { refused: 'unreadable' };
  try {
    const bytes = brotliDecompressSync(Buffer.from(data, 'base64url'), { maxOutputLength: DECODED_MAX });
    return { json: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch (error) {
    // zlib refuses output past maxOutputLength with a RangeError; anything else is not brotli or not UTF-8.
    return { refused: error instanceof RangeError ? 'too_large' : 'unreadable' };
  }
}

/** The quote a link's `d` holds, checked, or why it is refused. */
export async function readSheetLink(data: string): Promise<{ quote: SheetQuote } | { refused: SheetRefusal }> {
  const text = decoded(data);
  if ('refused' in text) return text;
  await nextTurn();
  let value: unknown;
  try {
    value = JSON.parse(text.json);
  } catch {
    return { refused: 'unreadable' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || tooDeep(value))
    return { refused: 'not_a_quote' };
  await nextTurn();
  const { digest, ...signed } = Object.fromEntries(Object.entries(value));
  let own: string;
  try {
    own = canonicalDigest(signed);
  } catch {
    // A number the quote's canonical form does not write (a fraction, past 2^53): no quote holds one.
    return { refused: 'not_a_quote' };
  }
  if (digest !== own) return { refused: 'digest' };
  const quote = readSheetQuote(value);
  return quote ? { quote } : { refused: 'not_a_quote' };
}

/**
 * The rates a calculator's row takes from the refund library (docs/site.md): on a tool's page
 * whose rows carry a customs code, an export date and a refund rate (tuishui's export rows), a
 * row given a code and a day but no refund rate is looked up as any client would (GET
 * /v1/refund-rate), and when one rate is in force that day the row is given it, with the levy
 * rate when the library gives one and the row has none. The API keeps the rates required; a rate
 * typed is never replaced, so one that differs from the library keeps the API's warning. Each
 * row so filled, or left for want of a single rate, is said above the form.
 */
import type { InputDescription } from '../../tools/kit/describe.js';
import type { InForce } from '../../refund-rate/lookup.js';
import type { SiteApi } from '../api.js';
import type { FormInputs } from '../form-values.js';
import { type Html, html } from '../html.js';
import { type Here, type Words, siteLink, wordsIn } from '../layout.js';
import { levyText, libraryRates, percentText } from './refund-figures.js';

const ROW_FIELDS = ['hsCode', 'exportDate', 'refundRate', 'taxRate'] as const;

interface Lookup {
  lookup?: { found: boolean; in_force?: InForce };
}

/** One row's outcome: the rates it was given, or the code it could not be given any for. */
type Filled = { row: number; code: string; day: string; rates: ReturnType<typeof libraryRates> };

function note(here: Here, words: Words, filled: Filled): Html {
  const { row, code, day, rates } = filled;
  if (!rates) {
    const card = siteLink(here, '/refund-rates', { code, export_date: day });
    return html`<li>${words('site.library_rates.none', { row: row + 1, code, day })} <a href="${card}">${words('site.library_rates.look_up', { code })}</a></li>`;
  }
  const levy = levyText(words, rates);
  return html`<li>${words('site.library_rates.filled', { row: row + 1, refund: percentText(rates.refundRate), levy, code, day })}</li>`;
}

export async function withLibraryRates(
  api: SiteApi,
  here: Here,
  inputs: readonly InputDescription[],
  given: FormInputs,
): Promise<{ given: FormInputs; notes: Html | '' }> {
  const input = inputs.find(
    (candidate) =>
      candidate.type === 'rows' && ROW_FIELDS.every((name) => candidate.fields?.some((field) => field.name === name)),
  );
  const rows = input ? given[input.name] : undefined;
  if (!input || !Array.isArray(rows)) return { given, notes: '' };
  const asked = rows.flatMap((row, index) => {
    const { hsCode: code, exportDate: day, refundRate } = row;
    return typeof code === 'string' && typeof day === 'string' && refundRate === undefined
      ? [{ index, code, day }]
      : [];
  });
  if (asked.length === 0) return { given, notes: '' };
  // One lookup a row, at most the rows input's max_items (the page refused more before this).
  const answers = await Promise.all(
    asked.map(({ code, day }) =>
      api.get<Lookup>('/v1/refund-rate', { code: code.trim(), export_date: day.trim(), lang: here.lang }),
    ),
  );
  const filledRows = [...rows];
  const outcomes: Filled[] = [];
  asked.forEach(({ index, code, day }, at) => {
    const answer = answers[at];
    // A refused code or day, or no library: the calculation's own answer says so once asked.
    if (!answer || (answer.status !== 200 && answer.status !== 404)) return;
    const rates = libraryRates(answer.body.lookup?.in_force);
    outcomes.push({ row: index, code, day, rates });
    if (rates)
      filledRows[index] = {
        ...rows[index],
        refundRate: rates.refundRate,
        ...(rows[index]?.taxRate === undefined && rates.taxRate ? { taxRate: rates.taxRate } : {}),
      };
  });
  const words = wordsIn(here.lang);
  const notes =
    outcomes.length === 0
      ? ''
      : html`<ul class="library-rates" role="status">${outcomes.map((outcome) => note(here, words, outcome))}</ul>`;
  return { given: { ...given, [input.name]: filledRows }, notes };
}

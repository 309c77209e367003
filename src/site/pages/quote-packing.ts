/**
 * The packing list on pages of its own after the quotation or proforma invoice (docs/site.md, The
 * quotation on paper): the same head, one row a product with its carton numbers (C/NO. 1-21,
 * 22-46, running on as maitou numbers them), cartons, units a carton, quantity, net and gross
 * weight and measurement, the totals and the cartons in words, the shipping marks and the seller's
 * signature. Every figure is the API's packing list's; the page adds none.
 */
import { grouped } from '../../i18n/figure-text.js';
import type { SiteWord } from '../../i18n/site-words.js';
import { type Content, html } from '../html.js';
import type { SheetQuote } from './quote-document.js';
import { sheetHead, signatures } from './quote-sheet-parts.js';
import type { DocWords } from './sheet-words.js';

const CARTON_NUMBER = /^C\/NO\./;

/**
 * The main mark as printed on every carton: the lines each product's marks share before their
 * carton numbers, and the numbers of the whole shipment. Without a main mark, N/M (no marks), as
 * documents write it; when the products' marks differ, each is on the packing list.
 */
function mainMark(quote: SheetQuote): string[] | undefined {
  const list = quote.packingList;
  if (!list) return undefined;
  const heads = list.lines.map((line) => {
    const end = line.marks.findIndex((mark) => CARTON_NUMBER.test(mark));
    return (end < 0 ? line.marks : line.marks.slice(0, end)).join('\n');
  });
  const [first = ''] = heads;
  if (heads.some((head) => head !== first)) return undefined;
  const cartons = list.totals.cartons;
  return [...(first === '' ? ['N/M'] : first.split('\n')), `C/NO. 1-${cartons}`];
}

export function shippingMarks(quote: SheetQuote, words: DocWords): Content {
  if (!quote.packingList) return '';
  const mark = mainMark(quote);
  return html`<section class="sheet-block sheet-marks"><h3>${words.say('site.sheet.marks')}</h3>
${mark ? html`<p class="sheet-mark">${mark.map((line, at) => html`${at > 0 ? html`<br>` : ''}${line}`)}</p>` : html`<p>${words.say('site.sheet.marks_per_line')}</p>`}
</section>`;
}

export function packingListSheet(quote: SheetQuote, words: DocWords): Content {
  const list = quote.packingList;
  if (!list) return '';
  const perLine = mainMark(quote) === undefined;
  const rows = list.lines.map(
    (line) => html`<tr>
<td data-label="${words.plain('site.sheet.carton_no')}">${line.cartonNumbers.text.replace(CARTON_NUMBER, '').trim()}</td>
<td data-label="${words.plain('site.sheet.goods')}"><strong>${line.product}</strong>${line.model ? html`<br><span class="sheet-detail">${line.model}</span>` : ''}${
      line.lastCarton
        ? html`<br><span class="sheet-detail">${words.say('site.sheet.last_carton')} ${`${line.lastCarton.units} ${line.unit ?? ''}`.trim()}</span>`
        : ''
    }${perLine ? html`<br><span class="sheet-detail">${line.marks.join(' / ')}</span>` : ''}</td>
<td class="number" data-label="${words.plain('site.sheet.cartons')}">${grouped(line.cartons)}</td>
<td class="number" data-label="${words.plain('site.sheet.per_carton')}">${grouped(line.unitsPerCarton)}</td>
<td class="number" data-label="${words.plain('site.quote.quantity')}">${grouped(line.quantity)} ${line.unit ?? ''}</td>
<td class="number" data-label="${words.plain('site.sheet.net')} (kg)">${grouped(line.netWeight)}</td>
<td class="number" data-label="${words.plain('site.sheet.gross')} (kg)">${grouped(line.grossWeight)}</td>
<td class="number" data-label="${words.plain('site.sheet.measurement')} (m³)">${line.measurement}</td>
<td class="number" data-label="${words.plain('site.sheet.carton_size')} (cm)">${line.carton.length} × ${line.carton.width} × ${line.carton.height}</td>
</tr>`,
  );
  const { totals } = list;
  const header = (key: SiteWord, unit?: string) =>
    html`<th scope="col" class="number">${words.say(key)}${unit ? html`<small>${unit}</small>` : ''}</th>`;
  const title = words.say('site.sheet.packing_list');
  return html`<section class="sheet-packing" aria-labelledby="packing-heading">
${sheetHead(quote, title, words, 'packing-heading')}
<table class="sheet-lines sheet-packing-lines">
<thead><tr><th scope="col">${words.say('site.sheet.carton_no')}</th><th scope="col">${words.say('site.sheet.goods')}</th>${header('site.sheet.cartons')}${header('site.sheet.per_carton')}${header('site.quote.quantity')}${header('site.sheet.net', 'kg')}${header('site.sheet.gross', 'kg')}${header('site.sheet.measurement', 'm³')}${header('site.sheet.carton_size', 'cm')}</tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr class="sheet-total"><th scope="row" colspan="2">${words.say('site.sheet.total')}</th><td class="number">${grouped(totals.cartons)}</td><td></td><td></td><td class="number">${grouped(totals.netWeight)}</td><td class="number">${grouped(totals.grossWeight)}</td><td class="number">${totals.measurement}</td><td></td></tr></tfoot>
</table>
<p class="sheet-block sheet-cartons-words">${totals.cartonsInWords}</p>
${shippingMarks(quote, words)}
${signatures(quote, words, false)}
</section>`;
}

/**
 * /quote/sheet: the page of the link a seller sends the buyer (docs/site.md, The quotation's link).
 * The sheet alone, from the quote the link holds (quote-link.ts): no form, no cost, nothing the
 * seller typed but what the document shows. A link that does not read, or whose document is not a
 * quote with its own digest, is a 400 page saying why, never a sheet half drawn.
 */
import type { SitePage } from '../api.js';
import { html } from '../html.js';
import { type Here, page, siteLink, wordsIn } from '../layout.js';
import { DECODED_MAX, LINK_DATA_MAX, readSheetLink } from './quote-link.js';
import { quoteSheet, sheetRules } from './quote-sheet.js';

export async function quoteSheetPage(here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const read = await readSheetLink(here.query.d ?? '');
  if ('refused' in read) {
    const sentence = {
      too_long: words('site.sheet.refused.too_long', { max: LINK_DATA_MAX }),
      too_large: words('site.sheet.refused.too_large', { max: DECODED_MAX }),
      unreadable: words('site.sheet.refused.unreadable'),
      not_a_quote: words('site.sheet.refused.not_a_quote'),
      digest: words('site.sheet.refused.digest'),
    }[read.refused];
    const body = html`<div class="refusal" role="alert"><p>${sentence}</p></div>
<p><a href="${siteLink(here, '/quote')}">${words('site.quote.make_own')}</a></p>`;
    return { status: 400, html: page({ here, title: words('site.sheet.refused_title'), body }).text };
  }
  const { quote } = read;
  const title = quote.document.languages.map((lang) => quote.document.title[lang] ?? '').join(' ');
  const body = html`<p class="actions print-options"><button type="button" class="print" hidden>${words('site.quote.print')}</button></p>
${quoteSheet(quote, words)}`;
  return {
    status: 200,
    html: page({
      here,
      title: quote.document.number ? `${title} ${quote.document.number}` : title,
      body,
      head: sheetRules(quote),
      bodyClass: 'quote-page sheet-page',
    }).text,
  };
}

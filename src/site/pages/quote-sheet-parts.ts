/**
 * What the quotation or proforma invoice and its packing list both carry (quote-sheet.ts,
 * quote-packing.ts): the head (the seller's letterhead, the title, number and date, the parties),
 * a term and its value, and the signatures.
 */
import { type Content, type Html, html } from '../html.js';
import type { SheetQuote } from './quote-document.js';
import type { DocWords } from './sheet-words.js';

function party(title: Html, who: Readonly<Record<string, string>>): Html {
  const lines = [who.address, who.email, who.phone].filter((line): line is string => Boolean(line));
  return html`<div class="sheet-party"><h3>${title}</h3><p><strong>${who.name ?? ''}</strong>${lines.map((line) => html`<br>${line}`)}</p></div>`;
}

/** A term of the document: its label in the document's languages and its value, or nothing when not given. */
export function item(label: Html, value: Content): Content {
  return value === undefined || value === '' ? '' : html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
}

/** The seller's signature, and on a proforma invoice the buyer's confirmation beside it. */
export function signatures(quote: SheetQuote, words: DocWords, buyer: boolean): Html {
  const { seller } = quote;
  const signer = [seller.signatory, seller.signatoryTitle].filter(Boolean).join(', ');
  return html`<div class="sheet-block sheet-signatures">
<div class="sheet-signature"><p>${words.say('site.sheet.for_seller')}<br><strong>${seller.name ?? ''}</strong></p><p class="sheet-sign-line">${signer}</p></div>
${buyer ? html`<div class="sheet-signature"><p>${words.say('site.sheet.for_buyer')}<br><strong>${quote.buyer.name ?? ''}</strong></p><p class="sheet-sign-line"></p></div>` : ''}
</div>`;
}

/** The document's head: the seller's letterhead, the title, number and dates. */
export function sheetHead(quote: SheetQuote, title: Html, words: DocWords, id?: string): Html {
  const { seller } = quote;
  const contact = [seller.address, [seller.phone, seller.email].filter(Boolean).join(' · ')].filter(Boolean);
  return html`<header class="sheet-head">
<div class="sheet-letterhead"><strong>${seller.name ?? ''}</strong>${contact.map((line) => html`<br>${line}`)}</div>
<h2${id ? html` id="${id}"` : ''}>${title}</h2>
<dl class="sheet-meta">${item(words.say('site.sheet.number'), quote.document.number)}${item(words.say('site.quote.date'), quote.issuedOn)}</dl>
</header>
<div class="sheet-parties">${party(words.say('site.sheet.seller'), quote.seller)}${party(words.say('site.sheet.buyer'), quote.buyer)}</div>`;
}

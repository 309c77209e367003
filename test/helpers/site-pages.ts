/** Every kind of site page, for the checks that go over all of them (accessibility, the words a reader sees). */
import { formFields } from '../../src/site/form-values.js';
import { LOAD_PLAN_EXAMPLE } from '../../src/tools/load-plan/example.js';
import { TOOLS } from '../../src/tools/registry.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';

/** The /quote page with a quote of three terms (FOB Ningbo, CFR and CIF Los Angeles), the fixture's body. */
export const QUOTE_PAGE = `/quote?${new URLSearchParams(
  formFields({
    ...QUOTE_BODY,
    pricing: { ...QUOTE_BODY.pricing, port: 'Los Angeles', fxRate: '7.1' },
    terms: { ...QUOTE_BODY.terms, reference: 'Q-2026-0815', leadTime: '35 days', packing: '24 pcs a carton' },
  }),
)}`;

/** Each calculator with an answer, a refusal, the print layout, the refund pages with a card and hits, the parity, the datasets. */
export function sitePages(portsVersion: string): string[] {
  return [
    '/',
    '/tools',
    ...TOOLS.map((tool) => `/tools/${tool.slug}?${new URLSearchParams(formFields(tool.example))}`),
    '/tools/cbm?cartons.0.length=-60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10&mode=sea',
    '/tools/maitou/print?cartons=3&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&lines.0.text=ABC',
    `/tools/load-plan/print?${new URLSearchParams(formFields(LOAD_PLAN_EXAMPLE))}`,
    '/refund-rates',
    '/refund-rates?code=9901010010&export_date=2026-03-01',
    `/refund-rates?q=${encodeURIComponent('保温杯')}`,
    '/refund-rates/chapter-99',
    '/central-parity',
    '/datasets',
    '/quote',
    QUOTE_PAGE,
    '/datasets/ports',
    `/datasets/ports/${portsVersion}`,
  ];
}

/** `path` asked in `lang`. */
export function inLanguage(path: string, lang: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** What a person reads of a page: text outside code, scripts and styles, and the attributes read aloud or shown. */
export function readerText(html: string): string {
  const withoutCode = html.replace(/<(code|script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const attributes = [...withoutCode.matchAll(/\s(?:title|aria-label|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [withoutCode.replace(/<[^>]*>/g, ' '), ...attributes].join('\n').replace(/&[a-z#0-9]+;/g, ' ');
}

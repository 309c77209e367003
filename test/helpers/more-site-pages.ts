/**
 * Kinds of site page beyond sitePages (site-pages.ts), for the checks that go over every kind:
 * the lookup's card for each listing (a code over specific codes, a heading, a base code, one not
 * listed), hits that are sentences, a chapter, the reference loaded and not, the ports found by a
 * search, the parity over its gap, a calculator filled from the library, and the 404 page.
 */
export const MORE_SITE_PAGES = [
  '/refund-rates?code=9902000010',
  '/refund-rates?code=99010200&export_date=2026-03-01',
  '/refund-rates?code=9901060020',
  '/refund-rates?code=99010600',
  '/refund-rates?code=9901039999',
  '/refund-rates?q=9901',
  `/refund-rates?q=${encodeURIComponent('fixture')}&lang=en`,
  '/refund-rates/chapter-99?export_date=2026-03-01',
  '/reference',
  '/reference?load=1',
  `/datasets/ports/current?q=${encodeURIComponent('宁波')}`,
  '/datasets/central-parity',
  '/central-parity?currency=JPY&from=2016-01-01',
  '/tools/tuishui?enterpriseType=trading&exports.0.hsCode=9901020010&exports.0.exportDate=2026-03-01&exports.0.invoiceAmount=10000&exports.1.hsCode=9901040010&exports.1.exportDate=2026-03-01&exports.1.invoiceAmount=500',
  '/foo',
];

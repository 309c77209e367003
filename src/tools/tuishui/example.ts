/** tuishui's worked example: a manufacturer's month with one export row of USD 12,345.67 (VAT 13 %, refund 9 %) on 2026-08-03. */
export const TUISHUI_EXAMPLE = {
  enterpriseType: 'manufacturer',
  outputTax: '130000',
  inputTax: '260000',
  carriedCredit: '30000',
  exports: [
    {
      exportDate: '2026-08-03',
      taxRate: '13',
      refundRate: '9',
      fobAmount: '12345.67',
      currency: 'USD',
      hsCode: '6912001000',
    },
  ],
};

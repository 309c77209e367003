/** fx-cost's worked example: USD 10,000 received twelve times a year, the bank's 0.5 % against a payment company's 0.3 % and USD 15 a receipt. */
export const FX_COST_EXAMPLE = {
  receipts: [{ amount: '10000', currency: 'USD', perYear: '12' }],
  bankFee: '0.5',
  useB: true,
  nameB: 'PayCo',
  feePercentB: '0.3',
  feePerReceiptB: '15',
};

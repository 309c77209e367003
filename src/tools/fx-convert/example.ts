/** fx-convert's worked example: USD 10,000 at the central parity, against a bank's 6.7650. */
export const FX_CONVERT_EXAMPLE = { currency: 'USD', amount: '10000', bankRate: '6.7650' };

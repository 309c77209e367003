/** baojia's worked example: the textbook case of 544 sets bought at CNY 152 a set (VAT 17 %, refund 9 %), USD at 8.03, a container's freight USD 1,750, 10 % profit, CIF with 0.5 % insurance and 3 % commission. */
export const BAOJIA_EXAMPLE = {
  price: '152',
  quantity: '544',
  unit: 'set',
  taxRate: '17',
  refundRate: '9',
  domestic: '3750',
  domesticBasis: 'container',
  fxRate: '8.03',
  freight: '1750',
  margin: '10',
  term: 'CIF',
  insuranceRate: '0.5',
  commission: '3',
};

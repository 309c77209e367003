/** The trade terms baojia quotes (Incoterms 2020 for sea freight): FOB, then CFR adds freight, CIF insurance. */
export const TERMS = ['FOB', 'CFR', 'CIF'] as const;
export type Term = (typeof TERMS)[number];

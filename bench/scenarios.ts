/**
 * The requests the benchmark sends (issue 7): one per endpoint, each a real request the
 * service answers 200 (or 304) on the bench data folder. The bodies are the inputs of
 * worked cases in test/http (a carton of 60 × 40 × 40 cm, the 544-set baojia textbook case);
 * tuishui gets the contract's maximum of 20 export rows.
 */
import { realSizeCode } from '../test/fixtures/refund-library-real-size.js';

export interface Scenario {
  /** Short name used in the results table. */
  name: string;
  /** What the target ratio to the baseline is (issue 7). */
  target: number;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sends If-None-Match with the ETag of a first answer, so that the service answers 304. */
  revalidate?: boolean;
}

/** A 10-digit code of the generated bench library (bench/data.ts): 9901234545. */
export const BENCH_CODE = realSizeCode(12_345);

const exportRow = (index: number) => ({
  exportDate: `2026-08-${String(3 + (index % 5)).padStart(2, '0')}`,
  taxRate: '13',
  refundRate: index % 2 === 0 ? '13' : '9',
  fobAmount: `${12000 + index * 250}.50`,
  currency: 'USD',
});

export const SCENARIOS: readonly Scenario[] = [
  { name: 'rows page (1000 rows)', target: 0.5, method: 'GET', path: '/v1/datasets/ports/current?limit=1000' },
  { name: 'dataset list', target: 0.6, method: 'GET', path: '/v1/datasets' },
  {
    name: '304 (rows page)',
    target: 0.8,
    method: 'GET',
    path: '/v1/datasets/ports/current?limit=1000',
    revalidate: true,
  },
  {
    name: 'refund-rate lookup',
    target: 0.6,
    method: 'GET',
    path: `/v1/refund-rate?code=${BENCH_CODE}&export_date=2026-08-03`,
  },
  {
    name: 'cbm',
    target: 0.6,
    method: 'POST',
    path: '/v1/tools/cbm/compute',
    body: { inputs: { cartons: [{ length: '60', width: '40', height: '40', grossWeight: '15', quantity: '10' }] } },
  },
  {
    name: 'container-load',
    target: 0.6,
    method: 'POST',
    path: '/v1/tools/container-load/compute',
    body: { inputs: { length: '60', width: '40', height: '40', grossWeight: '15' } },
  },
  {
    name: 'baojia',
    target: 0.6,
    method: 'POST',
    path: '/v1/tools/baojia/compute',
    body: {
      inputs: {
        price: '152',
        quantity: '544',
        unit: '套',
        taxRate: '17',
        refundRate: '9',
        domestic: '3750',
        domesticBasis: 'container',
        fxRate: '8.03',
        freight: '1750',
        margin: '10',
      },
    },
  },
  {
    name: 'tuishui (20 rows)',
    target: 0.6,
    method: 'POST',
    path: '/v1/tools/tuishui/compute',
    body: {
      inputs: {
        enterpriseType: 'manufacturer',
        outputTax: '130000',
        inputTax: '260000',
        carriedCredit: '30000',
        exports: Array.from({ length: 20 }, (_, index) => exportRow(index)),
      },
    },
  },
  {
    name: 'unit-convert',
    target: 0.6,
    method: 'POST',
    path: '/v1/tools/unit-convert/compute',
    body: { inputs: { value: '12.5', from: 'ft3', to: 'm3' } },
  },
];

/** The scenarios BENCH_ONLY names, or all of them. */
export function chosenScenarios(): readonly Scenario[] {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!only?.length) return SCENARIOS;
  const chosen = SCENARIOS.filter((scenario) => only.some((part) => scenario.name.includes(part)));
  if (chosen.length === 0)
    throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no endpoint of bench/scenarios.ts`);
  return chosen;
}

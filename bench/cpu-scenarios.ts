/**
 * What `npm run bench:cpu` sends (bench/cpu.ts): reads and revalidations, each calculator, and
 * container-load both with cartons it has met and with a new carton every request. Each has the
 * target ratio baseline ÷ service the project set for it (the last, set when the ground lost
 * since the commit before the site was measured: README.md, Performance and robustness).
 */
import { BENCH_CODE, SCENARIOS } from './scenarios.js';

export interface CpuScenario {
  name: string;
  /** Target for baseline ÷ service CPU per request; null: reported only. */
  target: number | null;
  path: string;
  /** GET scenarios (issue 17) send no body; with `revalidate`, If-None-Match with the answer's ETag (a 304). */
  method?: 'GET';
  revalidate?: true;
  bodies: readonly unknown[];
  requests: number;
  /**
   * Every request a body never sent before: one connection, and the bodies cut into a slice for
   * the warm-up and one for each round (so no round meets a body another has sent).
   */
  fresh?: true;
}

const bodyOf = (name: string): unknown => SCENARIOS.find((scenario) => scenario.name === name)?.body;
/** 48 cartons from 20 × 15 × 10 cm to 75 × 58 × 45 cm, 3 to 26 kg: everyday sizes, none twice. */
const VARIED_CARTONS = Array.from({ length: 48 }, (_, i) => ({
  inputs: {
    length: String(20 + ((i * 7) % 56)),
    width: String(15 + ((i * 11) % 44)),
    height: String(10 + ((i * 5) % 36)),
    grossWeight: String(3 + (i % 24)),
  },
}));

/** Cartons from 15 × 12 × 8 cm up, each size once (61 × 47 × 38 sizes apart). */
const NEW_CARTONS = Array.from({ length: 480 }, (_, i) => ({
  inputs: {
    length: String(15 + (i % 61)),
    width: String(12 + ((i * 7) % 47)),
    height: String(8 + ((i * 13) % 38)),
    grossWeight: String(2 + (i % 29)),
  },
}));

const ALL_SCENARIOS: readonly CpuScenario[] = [
  // Reading and revalidating (issue 17).
  {
    name: '304 (rows page)',
    target: 0.9,
    method: 'GET',
    revalidate: true,
    path: '/v1/datasets/ports/current?limit=1000',
    bodies: [null],
    requests: 8000,
  },
  { name: 'dataset list', target: 0.7, method: 'GET', path: '/v1/datasets', bodies: [null], requests: 4000 },
  {
    name: 'refund-rate lookup',
    target: 0.6,
    method: 'GET',
    path: `/v1/refund-rate?code=${BENCH_CODE}&export_date=2026-08-03`,
    bodies: [null],
    requests: 4000,
  },
  {
    name: 'rows page (1000 rows)',
    target: 0.9,
    method: 'GET',
    path: '/v1/datasets/ports/current?limit=1000',
    bodies: [null],
    requests: 400,
  },
  { name: 'cbm', target: 0.4, path: '/v1/tools/cbm/compute', bodies: [bodyOf('cbm')], requests: 4000 },
  {
    name: 'unit-convert',
    target: 0.5,
    path: '/v1/tools/unit-convert/compute',
    bodies: [bodyOf('unit-convert')],
    requests: 4000,
  },
  { name: 'baojia', target: 0.25, path: '/v1/tools/baojia/compute', bodies: [bodyOf('baojia')], requests: 2000 },
  {
    name: 'tuishui (20 rows)',
    target: 0.25,
    path: '/v1/tools/tuishui/compute',
    bodies: [bodyOf('tuishui (20 rows)')],
    requests: 1000,
  },
  {
    name: 'container-load (48 cartons)',
    target: 0.2,
    path: '/v1/tools/container-load/compute',
    bodies: VARIED_CARTONS,
    requests: 960,
  },
  // Every request a carton never packed before: the search itself, with no memo to answer it.
  {
    name: 'container-load (a new carton each time)',
    target: null,
    path: '/v1/tools/container-load/compute',
    bodies: NEW_CARTONS,
    // Set by the run: the bodies shared out between the warm-up and its rounds (sliceOf).
    requests: NEW_CARTONS.length,
    fresh: true,
  },
];
/** BENCH_ONLY=cbm,baojia measures only those (a quick look while working); the results files are then not written. */
export const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
export const CPU_SCENARIOS = ONLY.length
  ? ALL_SCENARIOS.filter((scenario) => ONLY.some((name) => scenario.name.startsWith(name)))
  : ALL_SCENARIOS;

/**
 * The scenario as sent in one slice of a run of `rounds` rounds: for a fresh one, its own share of
 * the bodies (slice 0 warms up, then one a round; every build measured meets the same ones).
 */
export function sliceOf(scenario: CpuScenario, slice: number, rounds: number): CpuScenario {
  if (!scenario.fresh) return scenario;
  const each = Math.floor(scenario.bodies.length / (rounds + 1));
  return { ...scenario, requests: each, bodies: scenario.bodies.slice(slice * each, (slice + 1) * each) };
}

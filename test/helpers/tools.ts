/** Calling a calculator over HTTP in tests: the answer, its figures by name, and their shape. */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { assertNoFractionalNumbers, serviceApp } from './app.js';

export type Answer = Record<string, any>;

const DECIMAL_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** POST /v1/tools/{tool}/compute with `{inputs}`; every answer is checked for fractional JSON numbers. */
export function toolCaller(app: FastifyInstance) {
  return async (tool: string, inputs: unknown, lang = 'en') => {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/tools/${tool}/compute?lang=${lang}`,
      payload: { inputs },
    });
    const body = response.json() as Answer;
    assertNoFractionalNumbers(body);
    return { response, body };
  };
}

/** The outputs as name → value (or amount), for comparing a whole answer at a glance. */
export function valuesOf(body: Answer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body.outputs as Record<string, Answer>).map(([name, figure]) => [
      name,
      figure.value ?? figure.amount,
    ]),
  );
}

/** Every number-like figure of an answer (outputs, step and warning values) is a decimal string. */
export function assertDecimalFigures(body: Answer): void {
  const figures: Answer[] = [
    ...Object.values(body.outputs as Record<string, Answer>),
    ...(body.steps as Answer[]).flatMap((step) => Object.values(step.values as Record<string, Answer>)),
    ...(body.warnings as Answer[]).flatMap((warning) => Object.values(warning.values as Record<string, Answer>)),
  ];
  for (const figure of figures) {
    if (['quantity', 'ratio', 'rate', 'count'].includes(figure.kind))
      assert.match(String(figure.value), DECIMAL_TEXT, JSON.stringify(figure));
    if (figure.kind === 'money') assert.match(String(figure.amount), DECIMAL_TEXT, JSON.stringify(figure));
  }
}

/**
 * Inside a describe: the whole service for the suite, started before it and closed after,
 * with a bucket large enough for property tests; `compute` calls a tool on it.
 */
export function toolSuite(env: Record<string, string> = {}) {
  let app: FastifyInstance | undefined;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '100000', ...env });
  });
  after(() => app?.close());
  const running = (): FastifyInstance => {
    if (!app) throw new Error('the suite’s service is not started yet');
    return app;
  };
  return {
    app: running,
    compute: (tool: string, inputs: unknown, lang = 'en') => toolCaller(running())(tool, inputs, lang),
  };
}

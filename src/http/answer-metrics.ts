/**
 * The metrics every request touches (metrics.ts): answers counted by route, method and status,
 * with a histogram of their durations, and the 429s by route. Counted here in plain numbers
 * (a request costs a map lookup and a few additions) and written in the Prometheus text format
 * at scrape time: prom-client's label hashing on each increment and observation cost more than a
 * tenth of a small answer's CPU (bench/cpu.ts, the dataset list). The text is the one prom-client
 * wrote for the same metrics: label `le` first on buckets, then route, method, status.
 */

/** Upper bounds of the duration histogram, in seconds. */
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10] as const;

interface AnswerCount {
  labels: string;
  count: number;
  sum: number;
  /** Answers in each bucket alone (not cumulative), the last beyond the largest bound. */
  inBucket: number[];
}

/** A label value as the text format writes it: backslash, double quote and newline escaped. */
function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

const REQUESTS = {
  name: 'http_requests_total',
  help: 'Requests answered, by route template (unmatched: no route), method and status.',
};
const DURATIONS = {
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route template, method and status.',
};
const REFUSALS = {
  name: 'rate_limit_refusals_total',
  help: 'Requests refused 429 because their sender had no tokens left, by route template.',
};

export class AnswerMetrics {
  readonly #answers = new Map<string, AnswerCount>();
  readonly #refusals = new Map<string, number>();

  /** One answer. The keys are bounded: route templates (or `unmatched`), methods Fastify knows, statuses. */
  count(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let answer = this.#answers.get(key);
    if (answer === undefined) {
      answer = {
        labels: `route="${labelValue(route)}",method="${labelValue(method)}",status="${status}"`,
        count: 0,
        sum: 0,
        inBucket: new Array<number>(BUCKETS.length + 1).fill(0),
      };
      this.#answers.set(key, answer);
    }
    answer.count += 1;
    answer.sum += seconds;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] ?? 0)) bucket += 1;
    answer.inBucket[bucket] = (answer.inBucket[bucket] ?? 0) + 1;
    if (status === 429) this.#refusals.set(route, (this.#refusals.get(route) ?? 0) + 1);
  }

  /** The three metrics in the text format, each with its HELP and TYPE lines. */
  text(): string {
    const lines = [`# HELP ${REQUESTS.name} ${REQUESTS.help}`, `# TYPE ${REQUESTS.name} counter`];
    for (const answer of this.#answers.values()) lines.push(`${REQUESTS.name}{${answer.labels}} ${answer.count}`);
    lines.push(`# HELP ${DURATIONS.name} ${DURATIONS.help}`, `# TYPE ${DURATIONS.name} histogram`);
    for (const answer of this.#answers.values()) {
      let below = 0;
      BUCKETS.forEach((bound, i) => {
        below += answer.inBucket[i] ?? 0;
        lines.push(`${DURATIONS.name}_bucket{le="${bound}",${answer.labels}} ${below}`);
      });
      lines.push(
        `${DURATIONS.name}_bucket{le="+Inf",${answer.labels}} ${answer.count}`,
        `${DURATIONS.name}_sum{${answer.labels}} ${answer.sum}`,
        `${DURATIONS.name}_count{${answer.labels}} ${answer.count}`,
      );
    }
    lines.push(`# HELP ${REFUSALS.name} ${REFUSALS.help}`, `# TYPE ${REFUSALS.name} counter`);
    for (const [route, count] of this.#refusals) lines.push(`${REFUSALS.name}{route="${labelValue(route)}"} ${count}`);
    return `${lines.join('\n')}\n`;
  }
}

// Twenty well-behaved senders (192.0.2.1–20 by X-Forwarded-For), one request a second each, for
// the seconds given, in a process of their own so that their latency is not the load generator's
// event loop (bench/soak.ts). Prints {statuses, p99, count} as JSON.
// Usage: node bench/well-behaved.mjs ORIGIN PATH BODY SECONDS
const [origin, path, body, seconds] = process.argv.slice(2);
const until = Date.now() + Number(seconds) * 1000;
const statuses = {};
const latencies = [];
await Promise.all(
  Array.from({ length: 20 }, async (_, index) => {
    // The first request of each sender opens its connection and warms this process up: not timed.
    let first = true;
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${index + 1}` },
        body,
      });
      await response.arrayBuffer();
      if (!first) latencies.push(performance.now() - started);
      first = false;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }),
);
latencies.sort((a, b) => a - b);
const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
process.stdout.write(JSON.stringify({ statuses, p99, count: latencies.length }));

// The service (dist/, as npm start runs it) in a process that measures what it allocates: run
// with --expose-gc and a young generation large enough (--min/max-semi-space-size) that nothing is
// collected during a measured run. On 'start' it collects, then notes the heap in use; on 'stop'
// it answers the bytes added since, and how many collections ran meanwhile (0 for a sound figure).
// Usage: node --expose-gc --min-semi-space-size=256 --max-semi-space-size=256 bench/alloc-child.mjs DATA_DIR PORT
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

const [dataDir, port] = process.argv.slice(2);
process.env.DATA_DIR = dataDir;
process.env.RATE_LIMIT_BURST = '1000000';
process.env.RATE_LIMIT_PER_MINUTE = '60000';
process.env.RATE_LIMIT_IN_FLIGHT = '100000';
process.env.SITE_URL = 'https://export-trade.example';
const { readConfig } = await import('../dist/http/config.js');
const { buildService } = await import('../dist/http/service.js');
const { app } = await buildService(readConfig(process.env), { logger: false });
await app.listen({ host: '127.0.0.1', port: Number(port) });

let collections = 0;
new PerformanceObserver((list) => (collections += list.getEntries().length)).observe({ entryTypes: ['gc'] });
let startedAt = 0;
process.on('message', (message) => {
  if (message === 'start') {
    globalThis.gc();
    // The observer hears of that collection a moment later: count from after it.
    setTimeout(() => {
      collections = 0;
      startedAt = getHeapStatistics().used_heap_size;
      process.send({ ready: 1 });
    }, 20);
  } else if (message === 'stop') {
    process.send({ bytes: getHeapStatistics().used_heap_size - startedAt, collections });
  }
});
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
process.send({ listening: 1 });

// What bench/memory.ts reads from inside the service: preloaded with `--require` in NODE_OPTIONS
// (CommonJS: on Node 20 an `--import` preload does not run in worker threads, `--require` does),
// it appends one JSON line every MEMORY_PROBE_MS (default 100) to MEMORY_PROBE_FILE, from the main
// thread and from each worker thread: process.memoryUsage(), the size of the V8 heap's young
// generation, and the collections so far (how many of each kind, their milliseconds). Nothing of
// it is in the service; each line is one synchronous append.
const { appendFileSync } = require('node:fs');
const { constants, PerformanceObserver } = require('node:perf_hooks');
const { getHeapSpaceStatistics } = require('node:v8');
const { isMainThread, threadId } = require('node:worker_threads');

const file = process.env.MEMORY_PROBE_FILE;
const every = Number(process.env.MEMORY_PROBE_MS ?? 100);

if (file) {
  const collections = { minor: 0, major: 0, gcMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) collections.major += 1;
      else if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) collections.minor += 1;
      collections.gcMs += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  const sample = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    const line = {
      t: Date.now(),
      thread: isMainThread ? 0 : threadId,
      rss,
      heapTotal,
      heapUsed,
      external,
      arrayBuffers,
      young: young?.space_size ?? 0,
      ...collections,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  sample();
  setInterval(sample, every).unref();
}

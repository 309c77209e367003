/**
 * Where a process's resident memory is, read from /proc (Linux), for `npm run bench:memory`
 * (bench/memory.ts): the kernel's figures (status: resident, anonymous and file-backed, the peak,
 * threads) and a reading of its mappings (smaps) by who made them:
 * - V8's heaps, of every isolate (the main thread's and each worker's): V8 maps its pages at
 *   random addresses below 2^46, far from where the C library maps (just below the stack);
 * - the C allocator (glibc malloc): its main arena is `[heap]`; each further arena is a heap of
 *   64 MB reserved at a 64 MB boundary, made for threads that find the others busy (at most
 *   8 × the cores unless MALLOC_ARENA_MAX says fewer); Buffers' bytes, V8's compiler zones,
 *   the sockets' and zlib's buffers are all malloc's;
 * - other anonymous mappings (thread stacks, allocations too large for an arena, mapped alone);
 * - files (the node binary and libraries, shared with every node process).
 */
import { readFileSync } from 'node:fs';

export interface StatusFigures {
  rssKb: number;
  peakKb: number;
  anonKb: number;
  fileKb: number;
  threads: number;
}

export function statusOf(pid: number): StatusFigures {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
  return {
    rssKb: field('VmRSS'),
    peakKb: field('VmHWM'),
    anonKb: field('RssAnon'),
    fileKb: field('RssFile'),
    threads: field('Threads'),
  };
}

export interface MapFigures {
  v8Kb: number;
  mainArenaKb: number;
  arenas: number;
  arenasKb: number;
  otherAnonKb: number;
  fileKb: number;
}

interface Region {
  start: bigint;
  end: bigint;
  perms: string;
  name: string;
  rssKb: number;
}

const HEADER = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/;
/** glibc's HEAP_MAX_SIZE on 64 bits: every arena but the main one is one such reservation. */
const ARENA_BYTES = 64n << 20n;
/** V8's random mapping addresses are below 2^46 (its GetRandomMmapAddr); the binary's own data lies below 4 GB. */
const V8_RANGE = { from: 1n << 32n, to: 1n << 46n };

function regionsOf(pid: number): Region[] {
  const regions: Region[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      regions.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3] ?? '',
        name: header[4] ?? '',
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    const last = regions.at(-1);
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  return regions;
}

/** An arena's heap: a read-write mapping at a 64 MB boundary, and what is not yet in use of its 64 MB reserved right after it. */
function isArena(region: Region, next: Region | undefined): boolean {
  if (region.perms !== 'rw-p' || region.start % ARENA_BYTES !== 0n) return false;
  const end = next && next.start === region.end && next.perms === '---p' && !next.name ? next.end : region.end;
  return end - region.start === ARENA_BYTES;
}

export function mapOf(pid: number): MapFigures {
  const figures: MapFigures = { v8Kb: 0, mainArenaKb: 0, arenas: 0, arenasKb: 0, otherAnonKb: 0, fileKb: 0 };
  const regions = regionsOf(pid);
  for (const [index, region] of regions.entries()) {
    if (region.name === '[heap]') figures.mainArenaKb += region.rssKb;
    else if (region.name && !region.name.startsWith('[')) figures.fileKb += region.rssKb;
    else if (region.start >= V8_RANGE.from && region.start < V8_RANGE.to) figures.v8Kb += region.rssKb;
    else if (isArena(region, regions[index + 1])) {
      figures.arenas += 1;
      figures.arenasKb += region.rssKb;
    } else figures.otherAnonKb += region.rssKb;
  }
  return figures;
}

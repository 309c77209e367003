/**
 * The Bischoff–Ratcliff instances (BR1–BR7: test/fixtures/thpack/, from the ESICUP datasets,
 * CC0; their README.txt gives the format): each a container and its box types, each box side with
 * whether it may stand vertical.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/project-root.js';
import type { CartonKind, Hold, Side } from '../src/tools/load-plan/packing/cargo.js';

export interface Instance {
  set: number;
  number: number;
  hold: Hold;
  kinds: CartonKind[];
}

export function readThpack(set: number): Instance[] {
  const text = readFileSync(join(projectRoot(), 'test', 'fixtures', 'thpack', `thpack${set}.txt`), 'utf8');
  const numbers = text.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const next = () => numbers[at++] ?? Number.NaN;
  const count = next();
  const instances: Instance[] = [];
  for (let p = 0; p < count; p++) {
    const number = next();
    next(); // the seed
    const hold = { length: next(), width: next(), height: next() };
    const types = next();
    const kinds: CartonKind[] = [];
    for (let t = 0; t < types; t++) {
      next(); // the type's number
      const [length, lengthUp, width, widthUp, height, heightUp, quantity] = [
        next(),
        next(),
        next(),
        next(),
        next(),
        next(),
        next(),
      ];
      const vertical: Side[] = [];
      if (lengthUp === 1) vertical.push('length');
      if (widthUp === 1) vertical.push('width');
      if (heightUp === 1) vertical.push('height');
      kinds.push({ length, width, height, grams: 0, quantity, vertical });
    }
    instances.push({ set, number, hold, kinds });
  }
  return instances;
}

/**
 * The carton numbers of a shipping mark: on one mark for the whole lot, the range (C/NO. 1-25);
 * on marks printed one per carton, each carton's own number out of the lot (C/NO. 7/25), as
 * per-carton labels are commonly numbered. A packing list of several products numbers on from one
 * product's cartons to the next's, its lines' marks with it (C/NO. 1-25, 26-60).
 */
const WORD = 'C/NO.';

export function numberRange(cartons: string): string {
  return cartonRange('1', cartons);
}

/** The numbers of some cartons of a lot, continuing another's (a packing list's lines: C/NO. 26-60). */
export function cartonRange(first: string, last: string): string {
  return `${WORD} ${first}-${last}`;
}

export function cartonNumber(carton: number, cartons: number): string {
  return `${WORD} ${carton}/${cartons}`;
}

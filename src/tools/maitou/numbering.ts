/**
 * The carton numbers of a shipping mark: on one mark for the whole lot, the range (C/NO. 1-25);
 * on marks printed one per carton, each carton's own number out of the lot (C/NO. 7/25), as
 * per-carton labels are commonly numbered.
 */
const WORD = 'C/NO.';

export function numberRange(cartons: string): string {
  return `${WORD} 1-${cartons}`;
}

export function cartonNumber(carton: number, cartons: number): string {
  return `${WORD} ${carton}/${cartons}`;
}

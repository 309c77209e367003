/** The number of a figure as its text (a money figure's amount, any other's value), for tests. */
import type { Figure } from '../../src/core/figures.js';

export function figureValue(figure: Figure | undefined): string {
  if (figure === undefined) throw new Error('no such figure');
  return figure.kind === 'money' ? figure.amount : figure.value;
}

/**
 * The main block of a plan as a person checks it by hand: rows × columns × layers = its cartons,
 * the cartons the plan adds beside and above it, and what the whole plan leaves of the container
 * (docs/tools/container-load.md, The main block). The spare sizes are measured from the plan's far
 * edges, not the block's, so the sentence gives both, and each subtraction can be done again.
 */
import { fromInteger } from '../../core/decimal.js';
import { type CodeFigure, type CountFigure, type Figure, count, quantity } from '../../core/figures.js';
import type { Container } from './containers.js';
import type { PackResult } from './packing/pack.js';

type MainBlock = NonNullable<PackResult['main']>;

const mm = (value: number) => quantity(fromInteger(value), 'mm');
const whole = (value: number) => count(fromInteger(value));

/** Cartons in the main block: its rows × columns × layers. */
export function mainBlockCartons(main: MainBlock): number {
  return main.rows * main.columns * main.layers;
}

/**
 * The figures of `container-load.main_block` (cartons beside the block) or `container-load.main_only`
 * (the block is the plan): the block's grid and sides, the size it fills, the size the plan
 * reaches and what is left.
 */
export function mainBlockStep(
  type: CodeFigure,
  container: Container,
  pack: PackResult,
  perContainer: CountFigure,
): { id: 'container-load.main_block' | 'container-load.main_only'; values: Record<string, Figure> } | null {
  const { main, spare } = pack;
  if (!main) return null;
  const { along, across, up } = main.oriented;
  const cartons = mainBlockCartons(main);
  const values: Record<string, Figure> = {
    type,
    rows: whole(main.rows),
    columns: whole(main.columns),
    layers: whole(main.layers),
    main: whole(cartons),
    along: mm(along),
    across: mm(across),
    up: mm(up),
    usedLength: mm(main.rows * along),
    usedWidth: mm(main.columns * across),
    usedHeight: mm(main.layers * up),
    spareLength: mm(spare.length),
    spareWidth: mm(spare.width),
    spareHeight: mm(spare.height),
  };
  if (pack.cartons === cartons) return { id: 'container-load.main_only', values };
  Object.assign(values, {
    beside: whole(pack.cartons - cartons),
    perContainer,
    reachLength: mm(container.length - spare.length),
    reachWidth: mm(container.width - spare.width),
    reachHeight: mm(container.height - spare.height),
  });
  return { id: 'container-load.main_block', values };
}

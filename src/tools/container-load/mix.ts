/**
 * A mix of container types for a quantity that needs several containers (docs/tools/container-load.md,
 * The mix): the fewest containers any mix can do it in, then within that number as many 20GP as
 * will do (a 20′ is one TEU, a 40′ two), the rest of one 40′ type. The 45HQ, scarce at Chinese
 * ports, is left out: it is asked alone. Worked out in whole numbers, never by trying each mix.
 */
import { fromInteger } from '../../core/decimal.js';
import { code, count } from '../../core/figures.js';
import type { Step } from '../kit/definition.js';
import type { ContainerType } from './containers.js';

type MixStep = 'container-load.mix' | 'container-load.mix_part';

/** The types a mix is made of, smallest first. */
export const MIX_TYPES = ['20GP', '40GP', '40HQ'] as const satisfies readonly ContainerType[];
type MixType = (typeof MIX_TYPES)[number];

export interface MixPart {
  type: MixType;
  count: number;
  perContainer: number;
}

/**
 * The most of `boxes` containers that can be of the smaller kind (holding `small` each) while
 * `boxes` of them hold `needed`, the rest of the larger kind (holding `large`): every box of the
 * smaller kind when it holds as many, none when it holds nothing.
 */
function mostSmaller(boxes: number, needed: number, small: number, large: number): number {
  if (small === 0) return 0;
  if (small >= large) return boxes;
  return Math.min(boxes, Math.max(0, Math.floor((boxes * large - needed) / (large - small))));
}

/**
 * The mix for `quantity` cartons, with each type's cartons a container (0, or absent, where the
 * carton does not go in): null when one container does, or when no type of the mix takes any.
 * The 40′ part is as many as need a 40′: 40GP when those hold the rest, else 40HQ when it holds
 * more (the 20GP are counted against the 40′ type that holds more).
 */
export function containerMix(quantity: number, perContainer: ReadonlyMap<MixType, number>): MixPart[] | null {
  const p20 = perContainer.get('20GP') ?? 0;
  const gp: MixPart = { type: '40GP', count: 0, perContainer: perContainer.get('40GP') ?? 0 };
  const hq: MixPart = { type: '40HQ', count: 0, perContainer: perContainer.get('40HQ') ?? 0 };
  const larger = hq.perContainer > gp.perContainer ? hq : gp;
  const most = Math.max(p20, larger.perContainer);
  if (most === 0) return null;
  const containers = Math.ceil(quantity / most);
  if (containers < 2) return null;
  const twenties = mostSmaller(containers, quantity, p20, larger.perContainer);
  const forties = containers - twenties;
  const forty = twenties * p20 + forties * gp.perContainer >= quantity ? gp : larger;
  const parts: MixPart[] = [
    { ...forty, count: forties },
    { type: '20GP', count: twenties, perContainer: p20 },
  ];
  return parts.filter((part) => part.count > 0);
}

/** The mix's steps: the fewest containers and what the mix holds, then each type of it. */
export function mixSteps({ parts, quantity: shipping }: { parts: MixPart[]; quantity: number }): Step<MixStep>[] {
  const whole = (value: number) => count(fromInteger(value));
  const containers = parts.reduce((sum, part) => sum + part.count, 0);
  const capacity = parts.reduce((sum, part) => sum + part.count * part.perContainer, 0);
  return [
    {
      id: 'container-load.mix',
      values: { quantity: whole(shipping), containers: whole(containers), capacity: whole(capacity) },
    },
    ...parts.map(
      (part): Step<MixStep> => ({
        id: 'container-load.mix_part',
        values: { type: code(part.type), count: whole(part.count), perContainer: whole(part.perContainer) },
      }),
    ),
  ];
}

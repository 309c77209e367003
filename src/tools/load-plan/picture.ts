/**
 * A picture of each container of a load plan, drawn as SVG from the answer's `plan` member alone
 * (docs/tools/load-plan.md, The picture): an isometric view from above the door's right corner and
 * a view from the door, every carton outlined, one colour per row with its legend. A pure function
 * of the plan, so the site and a print layout draw the same picture; nothing here reads the service.
 *
 * The views are drawn back to front (the painter's rule): in the isometric view blocks nearer the
 * viewer (larger x + y + z of their far corner) over those behind, in the view from the door
 * blocks nearer the door over those behind them.
 */
import type { Plan } from './plan-member.js';

/** Colours told apart by people with any of the common colour-vision deficiencies (Okabe and Ito), then more. */
const COLOURS = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#F0E442',
  '#0072B2',
  '#D55E00',
  '#CC79A7',
  '#999999',
  '#88CCEE',
  '#DDCC77',
  '#117733',
  '#AA4499',
];

/** A row's colour in the pictures, for a legend written beside them. */
export const colourOf = (row: number) => COLOURS[row % COLOURS.length] ?? '#999999';

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Box {
  row: number;
  x: number;
  y: number;
  z: number;
  /** One carton's size, and the counts. */
  l: number;
  w: number;
  h: number;
  nx: number;
  ny: number;
  nz: number;
  /** Its place in the loading order, from 1: the number of its step. */
  number: number;
}

type Point = readonly [number, number];

const COS = Math.cos(Math.PI / 6);
const SIN = Math.sin(Math.PI / 6);

/** A point of the container in the isometric view, seen from above its door's right-hand corner: x (towards the door) down to the right, y (across) down to the left, z up. */
const iso = (x: number, y: number, z: number, scale: number): Point => [
  (x - y) * COS * scale,
  ((x + y) * SIN - z) * scale,
];

const pathOf = (points: readonly Point[]) =>
  `M${points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join('L')}Z`;

/** A face of a block, its outline and the lines between its cartons, as SVG. */
function face(corner: (u: number, v: number) => Point, across: number, up: number, fill: string): string {
  const outline = pathOf([corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)]);
  let lines = '';
  for (let i = 1; i < across; i++) lines += pathOf([corner(i / across, 0), corner(i / across, 1)]).slice(0, -1);
  for (let j = 1; j < up; j++) lines += pathOf([corner(0, j / up), corner(1, j / up)]).slice(0, -1);
  return `<path d="${outline}" fill="${fill}" stroke="#333" stroke-width="0.6"/>${lines ? `<path d="${lines}" fill="none" stroke="#333" stroke-width="0.3"/>` : ''}`;
}

/** A block's number at the middle of its top face, over a light halo so it reads on any colour. */
function numberAt([px, py]: Point, number: number): string {
  return `<text x="${px.toFixed(1)}" y="${(py + 3).toFixed(1)}" font-size="9" text-anchor="middle" stroke="#fff" stroke-width="2.5" paint-order="stroke">${number}</text>`;
}

function isometric(boxes: readonly Box[], scale: number): string {
  const order = [...boxes].sort(
    (a, b) => a.x + a.nx * a.l + a.y + a.ny * a.w + a.z - (b.x + b.nx * b.l + b.y + b.ny * b.w + b.z),
  );
  return order
    .map((box) => {
      const [x2, y2, z2] = [box.x + box.nx * box.l, box.y + box.ny * box.w, box.z + box.nz * box.h];
      const fill = colourOf(box.row);
      const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
      // The faces the viewer sees: the top, the one towards the door (x = x2) and the right one (y = y2).
      const top = face((u, v) => iso(lerp(box.x, x2, v), lerp(box.y, y2, u), z2, scale), box.ny, box.nx, fill);
      const door = face((u, v) => iso(x2, lerp(box.y, y2, u), lerp(box.z, z2, v), scale), box.ny, box.nz, fill);
      const side = face((u, v) => iso(lerp(box.x, x2, u), y2, lerp(box.z, z2, v), scale), box.nx, box.nz, fill);
      const middle = iso((box.x + x2) / 2, (box.y + y2) / 2, z2, scale);
      return `<g>${side}${door}${top}${numberAt(middle, box.number)}</g>`;
    })
    .join('');
}

function fromTheDoor(boxes: readonly Box[], height: number, scale: number): string {
  const order = [...boxes].sort((a, b) => a.x + a.nx * a.l - (b.x + b.nx * b.l));
  // Seen from the door, looking in: the left wall (y = 0) on the viewer's left.
  return order
    .map((box) => {
      const [y2, z2] = [box.y + box.ny * box.w, box.z + box.nz * box.h];
      const corner = (u: number, v: number): Point => [
        (box.y + (y2 - box.y) * u) * scale,
        (height - (box.z + (z2 - box.z) * v)) * scale,
      ];
      return face(corner, box.ny, box.nz, colourOf(box.row));
    })
    .join('');
}

/** The rows a container of the plan holds, in order: its legend's. */
export const rowsIn = (container: Plan['containers'][number]): number[] =>
  [...new Set(container.blocks.map((block) => block.row))].sort((a, b) => a - b);

/**
 * One SVG per container of `plan`, `pixels` wide: the container's name and number, the two views
 * (each block of the isometric view numbered in loading order, as the steps list them), and the
 * legend of the rows it holds (`names[row]`, else "#row"), unless the caller writes its own
 * (`legend` false: a page whose legend wraps as text, however long the rows' names).
 */
export function planPictures(
  plan: Plan,
  names: readonly (string | undefined)[],
  pixels = 640,
  legend = true,
): string[] {
  return plan.containers.map((container, n) => {
    const [length, width, height] = [Number(container.length), Number(container.width), Number(container.height)];
    const boxes: Box[] = container.blocks.map((block, index) => ({
      row: block.row,
      x: Number(block.x),
      y: Number(block.y),
      z: Number(block.z),
      l: Number(block.length),
      w: Number(block.width),
      h: Number(block.height),
      nx: block.nx,
      ny: block.ny,
      nz: block.nz,
      number: index + 1,
    }));
    // The isometric view across the whole width, the view from the door and the legend under it.
    const scale = (pixels - 16) / ((length + width) * COS);
    const [left] = iso(0, width, 0, scale);
    const [, top] = iso(0, 0, height, scale);
    const isoHeight = ((length + width) * SIN + height) * scale;
    const shell = [
      pathOf([iso(0, 0, 0, scale), iso(length, 0, 0, scale), iso(length, width, 0, scale), iso(0, width, 0, scale)]),
      pathOf([iso(0, 0, 0, scale), iso(0, 0, height, scale), iso(0, width, height, scale), iso(0, width, 0, scale)]),
      pathOf([iso(0, 0, 0, scale), iso(length, 0, 0, scale), iso(length, 0, height, scale), iso(0, 0, height, scale)]),
    ].join('');
    const doorScale = Math.min((pixels * 0.45) / width, 200 / height);
    const doorHeight = height * doorScale;
    const rows = rowsIn(container);
    const legendRows = rows
      .map(
        (row, i) =>
          `<g transform="translate(0,${i * 18})"><rect width="12" height="12" fill="${colourOf(row)}" stroke="#333" stroke-width="0.6"/><text x="18" y="10" font-size="11">${escaped(names[row] ?? `#${row + 1}`)}</text></g>`,
      )
      .join('');
    const below = Math.ceil(isoHeight + 40);
    const total = Math.ceil(below + Math.max(doorHeight, legend ? rows.length * 18 : 0) + 12);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${pixels} ${total}" width="${pixels}" height="${total}" role="img" font-family="sans-serif">` +
      `<title>${escaped(`${container.type} ${n + 1}`)}</title>` +
      `<text x="4" y="14" font-size="13" font-weight="bold">${escaped(`${n + 1}. ${container.type}`)}</text>` +
      `<g transform="translate(${(8 - left).toFixed(1)},${(24 - top).toFixed(1)})"><path d="${shell}" fill="#f4f4f4" stroke="#666" stroke-width="0.8"/>${isometric(boxes, scale)}</g>` +
      `<g transform="translate(8,${below})"><rect width="${(width * doorScale).toFixed(1)}" height="${doorHeight.toFixed(1)}" fill="#f4f4f4" stroke="#666"/>${fromTheDoor(boxes, height, doorScale)}</g>` +
      (legend ? `<g transform="translate(${Math.ceil(width * doorScale + 32)},${below})">${legendRows}</g>` : '') +
      '</svg>'
    );
  });
}

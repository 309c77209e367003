/**
 * Geometry for loading identical cartons into a container: sizes in integer millimetres
 * on the container's axes (length from the door to the front wall, width across, height
 * up) and the ways one carton can be turned. A carton has six orientations, fewer when two
 * of its sides are equal; "upright" (this side up) keeps only those (two at most) that
 * leave its own height vertical, and a door lets in only orientations that pass through
 * its opening.
 */
export interface Size {
  length: number;
  width: number;
  height: number;
}

/** Which carton side lies along the container, which across, which points up (mm). */
export interface Orientation {
  along: number;
  across: number;
  up: number;
}

export interface Door {
  width: number;
  height: number;
}

/**
 * The distinct orientations of a carton, the upright ones first so that a tie between
 * equally good packings goes to the one that keeps the carton the right way up.
 */
export function orientations(carton: Size, upright: boolean): Orientation[] {
  const { length: l, width: w, height: h } = carton;
  const turns: Array<[number, number, number]> = [
    [l, w, h],
    [w, l, h],
  ];
  if (!upright) turns.push([l, h, w], [h, l, w], [w, h, l], [h, w, l]);
  const seen = new Set<string>();
  const distinct: Orientation[] = [];
  for (const [along, across, up] of turns) {
    const key = `${along}x${across}x${up}`;
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ along, across, up });
  }
  return distinct;
}

/** A carton goes in through the door with its across side within the door's width and its up side within its height. */
export function passesDoor(oriented: Orientation, door: Door | undefined): boolean {
  return door === undefined || (oriented.across <= door.width && oriented.up <= door.height);
}

function fitsIn(oriented: Orientation, space: Size): boolean {
  return oriented.along <= space.length && oriented.across <= space.width && oriented.up <= space.height;
}

export function volumeOf(size: Size): number {
  return size.length * size.width * size.height;
}

/** The orientations a load may use: allowed by `upright`, through the door, and inside the space. */
export function loadableOrientations(
  carton: Size,
  space: Size,
  upright: boolean,
  door: Door | undefined,
): Orientation[] {
  return orientations(carton, upright).filter((oriented) => passesDoor(oriented, door) && fitsIn(oriented, space));
}

/** A grid of cartons all turned one way, placed in the container. */
export interface PlacedBlock {
  /** Corner nearest the door, floor, left wall: mm from the container's origin. */
  at: { x: number; y: number; z: number };
  /** The carton as placed: along (x), across (y), up (z), mm. */
  oriented: { along: number; across: number; up: number };
  /** Cartons in the block along, across, up. */
  count: { along: number; across: number; up: number };
}

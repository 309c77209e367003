/**
 * Pinyin against a name (docs/refund-rate.md, Search). The letters asked are first read as
 * readings (parses): whole syllables (`jiao lian`), the last of which may be cut short (`baowenbe`);
 * a run of up to four letters also as first letters alone (`led` as l e d: Latin letters in a name
 * match so); only when no whole reading exists, also as first letters among syllables (`bxg`, `baowb`). A parse then matches a
 * run of consecutive characters, each taking its unit: a whole syllable one of its readings is, a
 * first letter or start one of its readings begins with. So `buxiugang`, `bxg` and `buxiug` all
 * find 不锈钢, and each parse is checked in one pass over the name.
 */

/** One unit of a parse: a whole syllable, or the start of a reading (a first letter, or a syllable cut short). */
export interface PinyinUnit {
  letters: string;
  whole: boolean;
}

/** How many parses of one run of letters are tried, at most: enough for any real word. */
const MOST_PARSES = 8;
/** Runs up to this many letters are also read as first letters alone. */
const SHORT_RUN = 4;
/** The longest syllable (zhuang, shuang). */
const LONGEST_SYLLABLE = 6;

/** The parses of `letters`: whole syllables (the last may be a start) or, when there are none, with first letters too. */
export function pinyinParses(
  letters: string,
  syllables: ReadonlySet<string>,
  starts: ReadonlySet<string>,
): PinyinUnit[][] {
  const parse = (lettersAlone: boolean): PinyinUnit[][] => {
    const found: PinyinUnit[][] = [];
    const walk = (at: number, units: PinyinUnit[]): void => {
      if (found.length >= MOST_PARSES) return;
      if (at === letters.length) {
        found.push(units);
        return;
      }
      const rest = letters.slice(at);
      for (let length = Math.min(LONGEST_SYLLABLE, rest.length); length >= 1; length -= 1) {
        const piece = rest.slice(0, length);
        if (syllables.has(piece)) walk(at + length, [...units, { letters: piece, whole: true }]);
      }
      // The last character asked by the start of its reading.
      if (starts.has(rest)) walk(letters.length, [...units, { letters: rest, whole: false }]);
      else if (lettersAlone) walk(at + 1, [...units, { letters: rest.slice(0, 1), whole: false }]);
    };
    walk(0, []);
    return found;
  };
  const whole = parse(false);
  if (whole.length === 0) return parse(true);
  // A short run may also be first letters (an abbreviation, or Latin letters of a name: led, usb).
  if (letters.length <= SHORT_RUN) whole.push([...letters].map((letter) => ({ letters: letter, whole: false })));
  return whole;
}

function unitMatches(unit: PinyinUnit, readings: readonly string[]): boolean {
  for (const reading of readings)
    if (unit.whole ? reading === unit.letters : reading.startsWith(unit.letters)) return true;
  return false;
}

/**
 * The first run of `name` the parse reads, [start, end) in UTF-16 code units; null for none.
 * `readingsAt` gives the readings of the code unit at a place: a character past U+FFFF (two
 * units, rare in tariff names) has none, so pinyin does not match across it.
 */
export function parseRun(
  name: string,
  units: readonly PinyinUnit[],
  readingsAt: (name: string, at: number) => readonly string[],
): [number, number] | null {
  for (let start = 0; start + units.length <= name.length; start += 1) {
    let k = 0;
    while (k < units.length && unitMatches(units[k] as PinyinUnit, readingsAt(name, start + k))) k += 1;
    if (k === units.length) return [start, start + units.length];
  }
  return null;
}

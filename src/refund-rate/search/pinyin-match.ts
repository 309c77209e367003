/**
 * Pinyin against a name (docs/refund-rate.md, Search). The letters asked are first read as
 * readings (parses): whole syllables (`jiao lian`), the last of which may be cut short (`baowenbe`);
 * a run of up to four letters also as first letters alone (`led` as l e d: Latin letters in a name
 * match so); only when no whole reading exists, also as first letters among syllables (`bxg`, `baowb`). A parse then matches a
 * run of consecutive characters, each taking its unit: a whole syllable one of its readings is, a
 * first letter or start one of its readings begins with. So `buxiugang`, `bxg` and `buxiug` all
 * find 不锈钢, and each parse is checked in one pass over the name.
 */
import { StepBudget } from '../../core/step-budget.js';

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

/** A step of a parse from one place: the unit read there and the place after it. */
interface Step {
  unit: PinyinUnit;
  next: number;
}

/**
 * The first MOST_PARSES parses of `letters`, in the order of a walk that tries the longest
 * syllable first, then the rest as a start (or, `lettersAlone`, one first letter). Which places
 * can reach the end is worked out first, from the end back, so that the walk never enters a
 * place that cannot: a run whose end no syllable takes (`an` × 31 then `av`) would otherwise be
 * split every way before it is given up, four times as many ways every two letters. So it
 * visits each place once, then at most MOST_PARSES paths through them: a number of states
 * linear in the letters, each counted in `steps`.
 */
function parsesOf(
  letters: string,
  syllables: ReadonlySet<string>,
  starts: ReadonlySet<string>,
  lettersAlone: boolean,
  steps: StepBudget,
): PinyinUnit[][] {
  const end = letters.length;
  // The steps from each place that lead to the end, in the walk's order; the end itself leads there.
  const onward: Step[][] = [];
  const reaches = (at: number) => at === end || (onward[at]?.length ?? 0) > 0;
  for (let at = end - 1; at >= 0; at -= 1) {
    steps.count(1);
    const from: Step[] = [];
    for (let length = Math.min(LONGEST_SYLLABLE, end - at); length >= 1; length -= 1) {
      const piece = letters.slice(at, at + length);
      if (syllables.has(piece) && reaches(at + length))
        from.push({ unit: { letters: piece, whole: true }, next: at + length });
    }
    // The last character asked by the start of its reading (a start is shorter than the longest syllable).
    const rest = end - at < LONGEST_SYLLABLE ? letters.slice(at) : '';
    if (starts.has(rest)) from.push({ unit: { letters: rest, whole: false }, next: end });
    else if (lettersAlone && reaches(at + 1))
      from.push({ unit: { letters: letters.slice(at, at + 1), whole: false }, next: at + 1 });
    onward[at] = from;
  }
  const found: PinyinUnit[][] = [];
  const walk = (at: number, units: PinyinUnit[]): void => {
    steps.count(1);
    if (at === end) {
      found.push(units);
      return;
    }
    for (const { unit, next } of onward[at] ?? []) {
      if (found.length >= MOST_PARSES) return;
      walk(next, [...units, unit]);
    }
  };
  if (reaches(0)) walk(0, []);
  return found;
}

/**
 * The parses of `letters`: whole syllables (the last may be a start) or, when there are none,
 * with first letters too. The states visited are counted in `steps`: at most
 * PARSE_STATES_PER_LETTER for each letter and one more.
 */
export function pinyinParses(
  letters: string,
  syllables: ReadonlySet<string>,
  starts: ReadonlySet<string>,
  steps: StepBudget = new StepBudget(),
): PinyinUnit[][] {
  const whole = parsesOf(letters, syllables, starts, false, steps);
  if (whole.length === 0) return parsesOf(letters, syllables, starts, true, steps);
  // A short run may also be first letters (an abbreviation, or Latin letters of a name: led, usb).
  if (letters.length <= SHORT_RUN) whole.push([...letters].map((letter) => ({ letters: letter, whole: false })));
  return whole;
}

/**
 * The most states pinyinParses visits for each letter (and one more): each place once without
 * first letters and once with them, and each place of at most MOST_PARSES paths.
 */
export const PARSE_STATES_PER_LETTER = 2 + MOST_PARSES;

/** A character tried against a unit, in steps: its readings looked up and compared cost some eight entries merged. */
const PARSE_TRY_STEPS = 8;

function unitMatches(unit: PinyinUnit, readings: readonly string[]): boolean {
  for (const reading of readings)
    if (unit.whole ? reading === unit.letters : reading.startsWith(unit.letters)) return true;
  return false;
}

/**
 * The first run of `name` the parse reads, [start, end) in UTF-16 code units; null for none.
 * `readingsAt` gives the readings of the code unit at a place: a character past U+FFFF (two
 * units, rare in tariff names) has none, so pinyin does not match across it. Each character
 * tried against a unit is PARSE_TRY_STEPS steps.
 */
export function parseRun(
  name: string,
  units: readonly PinyinUnit[],
  readingsAt: (name: string, at: number) => readonly string[],
  steps: StepBudget = new StepBudget(),
): [number, number] | null {
  let tried = 0;
  let run: [number, number] | null = null;
  for (let start = 0; run === null && start + units.length <= name.length; start += 1) {
    let k = 0;
    while (k < units.length && unitMatches(units[k] as PinyinUnit, readingsAt(name, start + k))) k += 1;
    tried += Math.min(k + 1, units.length);
    if (k === units.length) run = [start, start + units.length];
  }
  steps.count(PARSE_TRY_STEPS * Math.max(1, tried));
  return run;
}

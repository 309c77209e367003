/**
 * Pinyin against a name (docs/refund-rate.md, Search): the letters asked must read a run of
 * consecutive characters, each character taking either a whole reading (bu), its first letter
 * (b), or, for the last, the start of one (bei asked as be). So `buxiugang`, `bxg` and
 * `buxiug` all find 不锈钢. Also how a run of letters may split into characters, for finding the
 * names to try (search-index.ts, byInitials).
 */

/** How many splits of one run of letters are looked at, at most: enough for any real word. */
const MOST_SPLITS = 16;

const STARTS = new WeakMap<ReadonlySet<string>, Set<string>>();

/** Every start of a syllable, two letters or longer. */
function startsOf(syllables: ReadonlySet<string>): ReadonlySet<string> {
  let starts = STARTS.get(syllables);
  if (starts === undefined) {
    starts = new Set();
    for (const syllable of syllables)
      for (let length = 2; length <= syllable.length; length += 1) starts.add(syllable.slice(0, length));
    STARTS.set(syllables, starts);
  }
  return starts;
}

/**
 * The first letters of the characters `letters` may read as, one string per way of splitting it
 * into readings (`syllables`), first letters or a reading's start at the end: `baowenb` → bwb.
 */
export function initialsOf(letters: string, syllables: ReadonlySet<string>): string[] {
  const starts = startsOf(syllables);
  const found = new Set<string>();
  const split = (at: number, initials: string): void => {
    if (found.size >= MOST_SPLITS) return;
    if (at === letters.length) {
      found.add(initials);
      return;
    }
    const rest = letters.slice(at);
    // The last character asked by the start of its reading: baowenbe.
    if (rest.length > 1 && starts.has(rest)) found.add(initials + rest[0]);
    for (let length = Math.min(6, rest.length); length >= 2; length -= 1)
      if (syllables.has(rest.slice(0, length))) split(at + length, initials + rest[0]);
    split(at + 1, initials + rest[0]);
  };
  split(0, '');
  return [...found];
}

/**
 * Where `letters` reads a run of `chars` (each char's readings from `readingsOf`): the first
 * run's [start, end) in chars, or null.
 */
export function pinyinRun(
  chars: readonly string[],
  letters: string,
  readingsOf: (char: string) => readonly string[],
): [number, number] | null {
  // Places (char, letter) already known not to lead to a match: the search stays linear in both.
  const failed = new Set<number>();
  const width = letters.length + 1;
  const endFrom = (at: number, used: number): number | null => {
    if (used === letters.length) return at;
    if (at === chars.length || failed.has(at * width + used)) return null;
    const rest = letters.slice(used);
    for (const reading of readingsOf(chars[at] ?? '')) {
      if (reading.startsWith(rest)) return at + 1;
      if (rest.startsWith(reading)) {
        const end = endFrom(at + 1, used + reading.length);
        if (end !== null) return end;
      }
      if (reading[0] === rest[0]) {
        const end = endFrom(at + 1, used + 1);
        if (end !== null) return end;
      }
    }
    failed.add(at * width + used);
    return null;
  };
  for (let start = 0; start < chars.length; start += 1) {
    const end = endFrom(start, 0);
    if (end !== null) return [start, end];
  }
  return null;
}

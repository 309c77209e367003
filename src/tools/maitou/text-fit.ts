/**
 * Whether a printed line of a shipping mark fits its page. The model is that of a monospaced
 * CJK font, where a full-width character (Chinese, Japanese, Korean, full-width forms) is one em
 * wide and every other character half an em: simple enough for a caller to check by hand, and
 * exact for such a font. Each layout sets its type at one fixed size inside fixed margins, so a
 * line either fits the width or it does not; no line is ever shrunk, wrapped or cut here.
 */
import { type Decimal, dec, divide, mul, sub } from '../../core/decimal.js';

type LayoutId = 'a4' | 'label-100x150';

export interface Layout {
  id: LayoutId;
  /** Page width and height, mm (portrait). */
  pageWidth: Decimal;
  pageHeight: Decimal;
  /** The same margin on every side, mm. */
  margin: Decimal;
  /** The em (type size), mm. */
  fontSize: Decimal;
}

/** Line pitch as a multiple of the type size: the usual 1.25 of single-spaced type. */
const LINE_PITCH = dec('1.25');

const layout = (id: LayoutId, pageWidth: string, pageHeight: string, margin: string, fontSize: string): Layout => ({
  id,
  pageWidth: dec(pageWidth),
  pageHeight: dec(pageHeight),
  margin: dec(margin),
  fontSize: dec(fontSize),
});

/** A4 sheet (ISO 216) and the 100 × 150 mm thermal label, both upright. */
export const LAYOUTS: readonly Layout[] = [
  layout('a4', '210', '297', '15', '10'),
  layout('label-100x150', '100', '150', '5', '6'),
];

/** Width left for a line, mm. */
export function lineWidthOf(layout: Layout): Decimal {
  return sub(layout.pageWidth, mul(layout.margin, dec('2')));
}

function halfEmOf(layout: Layout): Decimal {
  return mul(layout.fontSize, dec('0.5'));
}

/** How many half-width and how many full-width characters one line holds. */
export function charactersPerLine(layout: Layout): { halfWidth: Decimal; fullWidth: Decimal } {
  const width = lineWidthOf(layout);
  return {
    halfWidth: divide(width, halfEmOf(layout), 0, 'down'),
    fullWidth: divide(width, layout.fontSize, 0, 'down'),
  };
}

/** How many lines fit the page's height at the layout's pitch. */
export function linesPerPage(layout: Layout): Decimal {
  const height = sub(layout.pageHeight, mul(layout.margin, dec('2')));
  return divide(height, mul(layout.fontSize, LINE_PITCH), 0, 'down');
}

/**
 * Code points of East Asian Width W or F in the blocks that Chinese, Japanese and Korean text
 * use (Unicode UAX #11). Characters of ambiguous width (×, °, Greek, Cyrillic) count as
 * half-width, as in a Latin setting. Emoji are matched by their property below, not by block.
 */
const FULL_WIDTH_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], // Hangul Jamo, leading consonants
  [0x2e80, 0x303e], // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
  [0x3041, 0x33ff], // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // full-width ASCII forms
  [0xffe0, 0xffe6], // full-width signs
  [0x20000, 0x2fffd], // CJK extensions B to F, compatibility supplement
  [0x30000, 0x3fffd], // CJK extensions G and beyond
];

/**
 * Emoji shown as emoji by default are East Asian Width W since Unicode 9 (UAX #11), in whatever
 * block they sit (🚢 U+1F6A2, ☔ U+2614, 🧭 U+1F9ED, flags' regional indicators).
 */
const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;
/**
 * Variation selector 16 asks for the emoji form of the character before it (❤️, 1️⃣), which is
 * full width: it adds the half em that character lacks (one too many after an emoji that is wide
 * already, an over-estimate that can only warn early).
 */
const EMOJI_SELECTOR = '\uFE0F';
/** Marks that sit on the character before them, and invisible format characters: no width. */
const NO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

function isFullWidth(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return (
    FULL_WIDTH_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) || EMOJI_PRESENTATION.test(character)
  );
}

/** The width of a text in half ems: 2 for a full-width character, 0 for a mark, 1 for the rest. */
function halfEmsOf(text: string): number {
  let halfEms = 0;
  for (const character of text) {
    if (character === EMOJI_SELECTOR) halfEms += 1;
    else if (!NO_WIDTH.test(character)) halfEms += isFullWidth(character) ? 2 : 1;
  }
  return halfEms;
}

/** The printed width of a line in a layout's type, mm. */
export function printedWidthOf(text: string, layout: Layout): Decimal {
  return mul(dec(String(halfEmsOf(text))), halfEmOf(layout));
}

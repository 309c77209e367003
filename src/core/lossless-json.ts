/**
 * JSON numbers as the sender wrote them (docs/tools/README.md, Reading inputs: never guessed). JSON.parse reads a number
 * through a double: `0.12345678901234567890` becomes 0.12345678901234568 and `1e-7` comes back
 * as 1e-7 only by luck of its shortest form. A number whose text is not the shortest form of its
 * double is kept here as a `JsonNumber` holding its source text; every other number is exactly
 * what `String()` of its double gives back, so JSON.parse may read it.
 */

/** A JSON number kept as the text the sender wrote (`1.00000000000000001`, `1e+21`, `-0`, `2.50`). */
export class JsonNumber {
  constructor(readonly text: string) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERAL = /true|false|null/y;

function isNumberStart(code: number): boolean {
  return code === 45 || (code >= 48 && code <= 57);
}

/** Whether some number of the (valid) JSON text is not the shortest form of its double. */
export function numbersNeedSource(text: string): boolean {
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92) i += 1;
      else if (code === 34) inString = false;
    } else if (code === 34) {
      inString = true;
    } else if (isNumberStart(code)) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0] ?? text[i] ?? '';
      if (String(Number(token)) !== token) return true;
      i += token.length - 1;
    }
  }
  return false;
}

class Malformed extends SyntaxError {}

/** An array or object being read; `count` of its members so far. */
type Container =
  | { kind: 'array'; value: unknown[]; count: number }
  | { kind: 'object'; value: Record<string, unknown>; key: string | null; count: number };

/**
 * Parses JSON text as JSON.parse does (key order, a repeated key's last value), numbers as
 * `JsonNumber`. Iterative, so nesting depth is bounded by memory, not by the call stack. Throws a
 * SyntaxError for text that is not JSON.
 */
export function parseLossless(text: string): unknown {
  let at = 0;
  const skip = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.exec(text);
    at = WHITESPACE.lastIndex;
  };
  const match = (pattern: RegExp): string => {
    pattern.lastIndex = at;
    const found = pattern.exec(text)?.[0];
    if (found === undefined) throw new Malformed(`not JSON at ${at}`);
    at += found.length;
    return found;
  };
  const stack: Container[] = [];
  let result: unknown;
  let done = false;
  /** Puts a finished value into its container, or makes it the result. */
  const place = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (top === undefined) {
      result = value;
      done = true;
    } else if (top.kind === 'array') {
      top.value.push(value);
      top.count += 1;
    } else {
      // defineProperty keeps a "__proto__" key an own property, as JSON.parse does.
      Object.defineProperty(top.value, top.key ?? '', { value, writable: true, enumerable: true, configurable: true });
      top.key = null;
      top.count += 1;
    }
  };
  for (;;) {
    skip();
    const top = stack[stack.length - 1];
    if (top?.kind === 'object' && top.key === null) {
      // Expect a key (or the end of the object), then a colon.
      if (text[at] === '}' && top.count === 0) {
        at += 1;
        stack.pop();
        place(top.value);
      } else {
        top.key = JSON.parse(match(STRING)) as string;
        skip();
        if (text[at] !== ':') throw new Malformed(`':' expected at ${at}`);
        at += 1;
        continue;
      }
    } else if (top?.kind === 'array' && text[at] === ']' && top.count === 0) {
      at += 1;
      stack.pop();
      place(top.value);
    } else {
      const code = text.charCodeAt(at);
      if (code === 123) {
        at += 1;
        stack.push({ kind: 'object', value: {}, key: null, count: 0 });
        continue;
      }
      if (code === 91) {
        at += 1;
        stack.push({ kind: 'array', value: [], count: 0 });
        continue;
      }
      if (code === 34) place(JSON.parse(match(STRING)));
      else if (isNumberStart(code)) place(new JsonNumber(match(NUMBER)));
      else place(JSON.parse(match(LITERAL)));
    }
    // After a value: a comma, the end of its container, or the end of the text.
    for (;;) {
      skip();
      if (done) {
        if (at !== text.length) throw new Malformed(`text after the value at ${at}`);
        return result;
      }
      const open = stack[stack.length - 1];
      const close = open?.kind === 'array' ? ']' : '}';
      if (text[at] === ',') {
        at += 1;
        break;
      }
      if (open === undefined || text[at] !== close) throw new Malformed(`',' or '${close}' expected at ${at}`);
      at += 1;
      stack.pop();
      place(open.value);
    }
  }
}

const NUMBER_PARTS = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * A JSON number's text written without an exponent, exactly (`1e-7` → `0.0000001`, `1.5E+2` →
 * `150`); a number without an exponent is returned as written (`2.50`). Null when the plain text
 * would be longer than `maxLength`.
 */
export function plainNumberText(text: string, maxLength: number): string | null {
  const parts = NUMBER_PARTS.exec(text);
  if (!parts) return null;
  const [, sign = '', whole = '', fraction = '', exponentText] = parts;
  if (exponentText === undefined) return text.length > maxLength ? null : text;
  const all = whole + fraction;
  const digits = all.replace(/^0+/, '');
  if (digits === '') return '0';
  // The point sits `point` digits from the left of `digits` (negative: that many zeros first).
  const point = whole.length + Number(exponentText) - (all.length - digits.length);
  if (point > maxLength || digits.length - point > maxLength) return null;
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  const trimmed = plain.includes('.') ? plain.replace(/0+$/, '').replace(/\.$/, '') : plain;
  const written = `${sign}${trimmed}`;
  return written.length > maxLength ? null : written;
}

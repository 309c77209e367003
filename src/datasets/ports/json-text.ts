/**
 * A strict JSON reader that keeps every number as the text the file wrote. JSON.parse turns
 * 38.91400300000001 into a double and loses how it was written, and the ports dataset serves
 * the publisher's text. Otherwise it is RFC 8259 as written: one value, no trailing commas,
 * and a key that appears twice in an object is refused (JSON.parse keeps the last one silently).
 */
export class JsonNumber {
  constructor(readonly text: string) {}
}
export type JsonValue = string | boolean | null | JsonNumber | readonly JsonValue[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

export class JsonTextError extends Error {}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y;
const WHITESPACE = /[ \t\n\r]*/y;
const WORDS: ReadonlyArray<readonly [string, boolean | null]> = [
  ['true', true],
  ['false', false],
  ['null', null],
];
/** Far deeper than any data file here; stops a crafted file from exhausting the stack. */
const MAX_DEPTH = 64;

export function parseJsonText(text: string): JsonValue {
  const reader = new Reader(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const value = reader.value(0);
  reader.skipWhitespace();
  if (!reader.atEnd()) reader.fail('more text after the value');
  return value;
}

export function isJsonObject(value: JsonValue): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber);
}

class Reader {
  private at = 0;

  constructor(private readonly text: string) {}

  value(depth: number): JsonValue {
    if (depth > MAX_DEPTH) this.fail('values nested too deep');
    this.skipWhitespace();
    const ch = this.text[this.at];
    if (ch === '{') return this.object(depth);
    if (ch === '[') return this.array(depth);
    if (ch === '"') return this.string();
    for (const [word, value] of WORDS) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    const number = this.match(NUMBER);
    if (number !== null) return new JsonNumber(number);
    return this.fail(ch === undefined ? 'the text ends where a value should be' : `unexpected ${JSON.stringify(ch)}`);
  }

  skipWhitespace(): void {
    this.match(WHITESPACE);
  }

  atEnd(): boolean {
    return this.at >= this.text.length;
  }

  fail(message: string): never {
    const before = this.text.slice(0, this.at);
    const line = before.split('\n').length;
    const column = this.at - before.lastIndexOf('\n');
    throw new JsonTextError(`line ${line} column ${column}: ${message}`);
  }

  private object(depth: number): JsonObject {
    this.at += 1;
    // No prototype, so a key such as "__proto__" is an ordinary key.
    const object: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
    if (this.next('}')) return object;
    do {
      this.skipWhitespace();
      if (this.text[this.at] !== '"') this.fail('a key should be here');
      const key = this.string();
      if (Object.hasOwn(object, key)) this.fail(`key ${JSON.stringify(key)} appears twice in one object`);
      if (!this.next(':')) this.fail('":" should follow a key');
      object[key] = this.value(depth + 1);
    } while (this.next(','));
    if (!this.next('}')) this.fail('"," or "}" should be here');
    return object;
  }

  private array(depth: number): JsonValue[] {
    this.at += 1;
    const items: JsonValue[] = [];
    if (this.next(']')) return items;
    do items.push(this.value(depth + 1));
    while (this.next(','));
    if (!this.next(']')) this.fail('"," or "]" should be here');
    return items;
  }

  private string(): string {
    const literal = this.match(STRING);
    if (literal === null) this.fail('a string is not closed, or holds a raw control character or a bad escape');
    // The literal is checked above; JSON.parse only decodes its escapes.
    return JSON.parse(literal) as string;
  }

  /** Skips whitespace, then takes `ch` if it is next. */
  private next(ch: string): boolean {
    this.skipWhitespace();
    if (this.text[this.at] !== ch) return false;
    this.at += 1;
    return true;
  }

  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text);
    if (!found) return null;
    this.at += found[0].length;
    return found[0];
  }
}

/**
 * The JSON texts of a held version's rows, packed: their UTF-8 bytes one after another in one
 * growing buffer, and where each ends. As JavaScript strings the texts of the real-size refund
 * library held 26.6 MB of heap (two bytes a character, every row having Chinese in it); packed
 * they hold the 15 MB of its rows.json, outside the heap, and a page decodes the rows it shows.
 */
const FIRST_BYTES = 64 * 1024;

export class PackedTexts {
  #bytes = Buffer.allocUnsafe(FIRST_BYTES);
  #length = 0;
  /** ends[n] is where text n ends; text n starts where text n − 1 ends. */
  #ends = new Float64Array(256);
  #count = 0;

  get count(): number {
    return this.#count;
  }

  push(text: Buffer): void {
    if (this.#length + text.length > this.#bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * this.#bytes.length, this.#length + text.length));
      this.#bytes.copy(grown, 0, 0, this.#length);
      this.#bytes = grown;
    }
    text.copy(this.#bytes, this.#length);
    this.#length += text.length;
    if (this.#count === this.#ends.length) {
      const grown = new Float64Array(2 * this.#ends.length);
      grown.set(this.#ends);
      this.#ends = grown;
    }
    this.#ends[this.#count] = this.#length;
    this.#count += 1;
  }

  /** Gives back what growing left unused, once every text is in. */
  trim(): this {
    this.#bytes = Buffer.from(this.#bytes.subarray(0, this.#length));
    this.#ends = this.#ends.slice(0, this.#count);
    return this;
  }

  /** Texts start to end (excluded), decoded. */
  slice(start: number, end: number): string[] {
    const texts: string[] = [];
    const last = Math.min(end, this.#count);
    for (let n = Math.max(0, start); n < last; n += 1)
      texts.push(this.#bytes.toString('utf8', n === 0 ? 0 : (this.#ends[n - 1] ?? 0), this.#ends[n] ?? 0));
    return texts;
  }
}

/**
 * A fixed-size set of small integers (style positions of the facet index). Facet counts are
 * popcounts of ANDed sets, which keeps a listing with all its filter counts at a few milliseconds
 * even for 100,000 styles.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const rest = size & 31;
    if (rest !== 0) set.words[set.words.length - 1] = (1 << rest) - 1;
    return set;
  }

  add(i: number): void {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }

  delete(i: number): void {
    this.words[i >>> 5]! &= ~(1 << (i & 31));
  }

  has(i: number): boolean {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** this ∩= other */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
    return this;
  }

  /** this ∪= other */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    return this;
  }

  count(): number {
    let n = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) n += popcount(a[i]!);
    return n;
  }

  /** |this ∩ other| without allocating */
  andCount(other: Bitset): number {
    let n = 0;
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) {
      const w = a[i]! & b[i]!;
      if (w !== 0) n += popcount(w);
    }
    return n;
  }

  /** Members in ascending order. */
  *values(): Generator<number> {
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let w = a[i]!;
      while (w !== 0) {
        const low = w & -w;
        yield (i << 5) + (31 - Math.clz32(low));
        w ^= low;
      }
    }
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * A growable set of small non-negative integers (document slots), one bit each. Facet values
 * and filter results are bitsets, so filtering is word-wise AND/OR and a facet count is a
 * population count: a few thousand word operations even at 100k documents.
 */
export class Bitset {
  words: Uint32Array;

  constructor(capacity = 0) {
    this.words = new Uint32Array(Math.max(1, Math.ceil(capacity / 32)));
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff, 0, size >>> 5);
    for (let i = size & ~31; i < size; i++) set.add(i);
    return set;
  }

  /** Grows the storage so that `index` fits; existing bits are kept. */
  ensure(index: number): void {
    const needed = (index >>> 5) + 1;
    if (needed <= this.words.length) return;
    const next = new Uint32Array(Math.max(needed, this.words.length * 2));
    next.set(this.words);
    this.words = next;
  }

  add(index: number): void {
    this.ensure(index);
    const w = index >>> 5;
    this.words[w] = (this.words[w] ?? 0) | (1 << (index & 31));
  }

  delete(index: number): void {
    const w = index >>> 5;
    if (w < this.words.length) this.words[w] = (this.words[w] ?? 0) & ~(1 << (index & 31));
  }

  has(index: number): boolean {
    const w = index >>> 5;
    return w < this.words.length && ((this.words[w] ?? 0) & (1 << (index & 31))) !== 0;
  }

  clone(): Bitset {
    const copy = new Bitset(0);
    copy.words = this.words.slice();
    return copy;
  }

  /** this ∧= other */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] = (a[i] ?? 0) & (b[i] ?? 0);
    a.fill(0, n);
    return this;
  }

  /** this ∨= other */
  or(other: Bitset): this {
    if (other.words.length > this.words.length) this.ensure(other.words.length * 32 - 1);
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) | (b[i] ?? 0);
    return this;
  }

  /** this ∧= ¬other */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] = (a[i] ?? 0) & ~(b[i] ?? 0);
    return this;
  }

  count(): number {
    let total = 0;
    for (const w of this.words) total += popcount(w);
    return total;
  }

  /** |this ∧ other| without allocating. */
  countAnd(other: Bitset): number {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const w = (a[i] ?? 0) & (b[i] ?? 0);
      if (w !== 0) total += popcount(w);
    }
    return total;
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

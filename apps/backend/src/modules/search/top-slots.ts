import type { Bitset } from './bitset';

/** Calls `visit` with each slot set in `bits`, in order. */
export function forEachBit(bits: Bitset, visit: (slot: number) => void) {
  const w = bits.words;
  for (let i = 0; i < w.length; i++) {
    let word = w[i] ?? 0;
    while (word !== 0) {
      const low = word & -word;
      visit(i * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** The best `count` slots of `bits` in order, with a bounded heap (count is at most 1000). */
export function topSlots(
  bits: Bitset,
  count: number,
  better: (a: number, b: number) => boolean,
): number[] {
  if (count <= 0) return [];
  // A min-heap on "better": the root is the worst slot kept so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => better(b, a);
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const x = heap[i] ?? 0;
      const y = heap[parent] ?? 0;
      if (!worse(x, y)) break;
      heap[i] = y;
      heap[parent] = x;
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l] ?? 0, heap[m] ?? 0)) m = l;
      if (r < heap.length && worse(heap[r] ?? 0, heap[m] ?? 0)) m = r;
      if (m === i) return;
      const t = heap[i] ?? 0;
      heap[i] = heap[m] ?? 0;
      heap[m] = t;
      i = m;
    }
  };
  forEachBit(bits, (slot) => {
    if (heap.length < count) {
      heap.push(slot);
      up(heap.length - 1);
    } else if (better(slot, heap[0] ?? 0)) {
      heap[0] = slot;
      down(0);
    }
  });
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}

// The order a plan's cartons go in: back wall to door, bottom up, every carton after the
// cartons it stands on.
import type { Packing } from './packing';

/** Placement indexes in loading order: back wall first, bottom up, left to right, supports first. */
export function loadingSequence(packing: Packing): number[] {
  const n = packing.item.length;
  const waiting = new Array<number>(n).fill(0);
  const above: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    for (const s of packing.supports[i] as number[]) {
      waiting[i] = (waiting[i] as number) + 1;
      (above[s] as number[]).push(i);
    }
  }
  const { x0, y0, z0 } = packing;
  const before = (a: number, b: number) => {
    const dx = (x0[a] as number) - (x0[b] as number);
    if (dx !== 0) return dx < 0;
    const dz = (z0[a] as number) - (z0[b] as number);
    if (dz !== 0) return dz < 0;
    // No two cartons share a back-bottom-left corner: y decides the rest.
    return (y0[a] as number) < (y0[b] as number);
  };
  // A binary heap of the cartons whose supports are all loaded.
  const heap: number[] = [];
  const push = (i: number) => {
    heap.push(i);
    let c = heap.length - 1;
    while (c > 0) {
      const p = (c - 1) >> 1;
      if (!before(heap[c] as number, heap[p] as number)) break;
      [heap[c], heap[p]] = [heap[p] as number, heap[c] as number];
      c = p;
    }
  };
  const pop = () => {
    const top = heap[0] as number;
    const lastItem = heap.pop() as number;
    if (heap.length > 0) {
      heap[0] = lastItem;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let m = p;
        if (l < heap.length && before(heap[l] as number, heap[m] as number)) m = l;
        if (r < heap.length && before(heap[r] as number, heap[m] as number)) m = r;
        if (m === p) break;
        [heap[m], heap[p]] = [heap[p] as number, heap[m] as number];
        p = m;
      }
    }
    return top;
  };
  for (let i = 0; i < n; i++) if (waiting[i] === 0) push(i);
  const order: number[] = [];
  while (heap.length > 0) {
    const i = pop();
    order.push(i);
    for (const a of above[i] as number[]) {
      waiting[a] = (waiting[a] as number) - 1;
      if (waiting[a] === 0) push(a);
    }
  }
  return order;
}

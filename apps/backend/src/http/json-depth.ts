/**
 * Deeper than any request this API takes (a story's content nests about 10 levels); deeper
 * input is an attack on the recursive code that would walk it (behaviour.md#security: 50,000 levels
 * overflowed the stack and answered 500).
 */
export const MAX_JSON_DEPTH = 64;

/** True when arrays and objects nest deeper than `max`; walks without recursion. */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, depth } = next;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const item of Object.values(current)) stack.push({ value: item, depth: depth + 1 });
  }
  return false;
}

/** behaviour.md#cart-states: the marker in the name of a container product. */
export const CONTAINER_NAME_MARKER = '(Container)';

/** The only field the cart-kind rules read; any richer line type fits. */
export interface NamedLine {
  name?: string | null;
}

/** behaviour.md#cart-states: a container cart is one whose FIRST line's name contains `(Container)`. */
export function isContainerCart(lines: readonly NamedLine[] | null | undefined): boolean {
  const name = lines?.[0]?.name;
  return typeof name === 'string' && name.includes(CONTAINER_NAME_MARKER);
}

/** behaviour.md#cart-states: true when a line name ends with `(Container)` (trailing spaces ignored). */
export function isContainerLineName(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.trimEnd().endsWith(CONTAINER_NAME_MARKER);
}

/**
 * behaviour.md#cart-states: the lines whose names do not end with `(Container)`, the ones removed after
 * the confirmation when a container product is added. A line without a name counts as
 * non-container.
 */
export function nonContainerLines<T extends NamedLine>(
  lines: readonly T[] | null | undefined,
): T[] {
  return (lines ?? []).filter((line) => !isContainerLineName(line.name));
}

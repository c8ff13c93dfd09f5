import type { BrandId } from './brand';
import { isContainerLineName, nonContainerLines } from './cart-kind';
import type { CapacityFor, ContainerFill, ContainerLimitResult, ContainerLine } from './container';
import { checkContainerLimit, containerFillByBrand } from './container';
import { DEFAULT_CONTAINER_CAPACITY_CBM } from './container-metafield';

/**
 * A cart line as the add rules read it: its name says whether it ships by the container
 * (`(Container)`, behaviour.md#cart-states), its brand picks the factory's container, `volume` is the CBM
 * of one unit (unknown counts as 0, like {@link checkContainerLimit}).
 */
export interface CartLineFacts {
  name?: string | null;
  brandId: BrandId | null;
  quantity: number;
  volume: number | null | undefined;
}

/**
 * What to do with the cart's non-container lines when a container product is added:
 * - `ask`: the buyer has not answered yet (the question of behaviour.md#cart-states is due);
 * - `replace`: the buyer said Yes — they go, in the same write as the add;
 * - `keep`: the caller is not a buyer's add (a quantity change, an API client).
 */
export type NonContainerChoice = 'ask' | 'keep' | 'replace';

export type AddDecision<T extends CartLineFacts = CartLineFacts> =
  /** Add it; `removes` are the lines that go with it (only with `replace`). */
  | { kind: 'add'; removes: T[] }
  /** behaviour.md#cart-states: ask 'Non-container products will be removed…' before anything is written. */
  | { kind: 'confirm'; removes: T[] }
  /** behaviour.md#validation, #errors: the factory's container cannot take it; nothing is written. */
  | { kind: 'over-capacity'; limit: ContainerLimitResult };

/** The lines that fill containers: container products of a known brand (behaviour.md#validation). */
export function containerLinesOf(
  lines: readonly CartLineFacts[] | null | undefined,
): ContainerLine[] {
  return (lines ?? []).flatMap((line) =>
    line.brandId !== null && isContainerLineName(line.name)
      ? [{ brandId: line.brandId, quantity: line.quantity, volume: line.volume }]
      : [],
  );
}

function capacityOf(capacityFor: CapacityFor, brandId: BrandId): number {
  if (typeof capacityFor === 'number') return capacityFor;
  return capacityFor(String(brandId).trim()) ?? DEFAULT_CONTAINER_CAPACITY_CBM;
}

/**
 * Decides one add to the cart (behaviour.md#cart-states, #validation), the same on the storefront and the backend:
 *
 * - An ordinary product is always added: ordinary products have no container limit, and
 *   adding one never asks to remove anything.
 * - A container product is refused when the container lines of its factory plus the new
 *   quantity exceed that factory's container (`capacityFor`). This is decided first: the
 *   buyer is never asked to give up lines for an add that would then be refused.
 * - Otherwise, when the cart holds non-container lines, `ask` gives `confirm`; `replace`
 *   adds and lists them in `removes` (the caller removes them in the same write).
 *
 * Non-container lines never count towards a container, so removing them cannot change
 * the capacity outcome.
 *
 * @throws RangeError for an invalid quantity, brand id or capacity (see checkContainerLimit).
 */
export function decideAdd<T extends CartLineFacts>(
  lines: readonly T[] | null | undefined,
  addition: CartLineFacts,
  capacityFor: CapacityFor = DEFAULT_CONTAINER_CAPACITY_CBM,
  nonContainer: NonContainerChoice = 'ask',
): AddDecision<T> {
  if (!isContainerLineName(addition.name)) return { kind: 'add', removes: [] };
  if (addition.brandId !== null) {
    const limit = checkContainerLimit(
      containerLinesOf(lines),
      { brandId: addition.brandId, quantity: addition.quantity, volume: addition.volume },
      capacityOf(capacityFor, addition.brandId),
    );
    if (!limit.ok) return { kind: 'over-capacity', limit };
  }
  const others = nonContainerLines(lines);
  if (others.length === 0 || nonContainer === 'keep') return { kind: 'add', removes: [] };
  return nonContainer === 'ask'
    ? { kind: 'confirm', removes: others }
    : { kind: 'add', removes: others };
}

/**
 * The factories whose container lines exceed their container (an order must not be placed
 * with any: a container type shrunk after the cart was filled). Empty when all fit.
 */
export function overfilledContainers(
  lines: readonly CartLineFacts[] | null | undefined,
  capacityFor: CapacityFor = DEFAULT_CONTAINER_CAPACITY_CBM,
): ContainerFill[] {
  return containerFillByBrand(containerLinesOf(lines), capacityFor).filter((fill) => fill.over);
}

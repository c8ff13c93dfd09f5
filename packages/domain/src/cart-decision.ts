import type { BrandId } from './brand';
import { isContainerLineName } from './cart-kind';
import type { CapacityFor, ContainerFill, ContainerLine } from './container';
import { containerFillByBrand } from './container';
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
 * What to do with the cart's non-container lines when a container product is added
 * (behaviour.md#cart-states), as `judgeCartWrite` reads it:
 * - `ask`: the buyer has not answered yet (the question is due);
 * - `replace`: the buyer said Yes — they go, in the same write as the add;
 * - `keep`: the caller is not a buyer's add (a quantity change, an API client).
 */
export type NonContainerChoice = 'ask' | 'keep' | 'replace';

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

import type { BrandId } from './brand';
import { normaliseBrandId } from './brand';
import { DEFAULT_CONTAINER_CAPACITY_CBM } from './container-metafield';
import { describe, roundTo } from './rounding';

/**
 * One cart line as the container rules see it. `volume` is the CBM of ONE unit
 * ({@link itemVolume}); `null`/`undefined` means unknown and counts as 0, because the
 * original shop lets products without size data through rather than blocking the sale.
 */
export interface ContainerLine {
  brandId: BrandId;
  quantity: number;
  volume: number | null | undefined;
}

export interface ContainerLimitResult {
  /** True when the addition fits: `usedAfter <= capacity`. */
  ok: boolean;
  /** CBM already used by the addition's brand. */
  usedBefore: number;
  /** CBM the brand would use with the addition. */
  usedAfter: number;
  /** The capacity checked against, in CBM. */
  capacity: number;
}

// Volumes are compared in whole cubic millimetres (1 CBM = 1e9 mm³) held as bigint, so
// sums are exact: adding in two steps gives exactly the total of adding at once, and no
// floating-point drift can let a second small add slip past the limit.
const MM3_PER_CBM = 1e9;

/**
 * A CBM figure as whole cubic millimetres.
 *
 * @throws RangeError when the figure is not finite or too large to scale.
 */
export function toCubicMillimetres(cbm: number): bigint {
  const scaled = Math.round(cbm * MM3_PER_CBM);
  if (!Number.isFinite(scaled)) {
    throw new RangeError(`volume must be a finite number of CBM, got ${describe(cbm)}`);
  }
  return BigInt(scaled);
}

function toCbm(mm3: bigint): number {
  return Number(mm3) / MM3_PER_CBM;
}

function assertQuantity(quantity: unknown, caller: string): asserts quantity is number {
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(
      `${caller}: quantity must be a whole number of at least 0, got ${describe(quantity)}`,
    );
  }
}

function assertCapacity(capacity: unknown, caller: string): asserts capacity is number {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) {
    throw new RangeError(
      `${caller}: capacity must be a positive number of CBM, got ${describe(capacity)}`,
    );
  }
}

function lineVolume(line: ContainerLine, caller: string): bigint {
  assertQuantity(line.quantity, caller);
  const unit = line.volume;
  // Unknown, zero, negative or NaN volumes count as 0: never let a bad value free space.
  if (typeof unit !== 'number' || !(unit > 0)) return 0n;
  return toCubicMillimetres(unit) * BigInt(line.quantity);
}

function brandUsage(
  lines: readonly ContainerLine[] | null | undefined,
  brand: string,
  caller: string,
): bigint {
  let used = 0n;
  for (const line of lines ?? []) {
    const volume = lineVolume(line, caller);
    if (normaliseBrandId(line.brandId) === brand) used += volume;
  }
  return used;
}

/**
 * The container limit (behaviour.md#validation): the volume already used by the addition's brand plus the
 * volume of the new quantity must not exceed `capacity` (CBM, default 26). Lines of other
 * brands fill their own containers and are not counted; no cart lines (`null`) is an
 * empty cart.
 *
 * @throws RangeError for a quantity that is not a whole number ≥ 0, a capacity that is
 * not a positive number, or an invalid brand id.
 */
export function checkContainerLimit(
  cartLines: readonly ContainerLine[] | null | undefined,
  addition: ContainerLine,
  capacity: number = DEFAULT_CONTAINER_CAPACITY_CBM,
): ContainerLimitResult {
  const caller = 'checkContainerLimit';
  // Typed as a line, but JavaScript callers and untyped payloads can pass anything.
  const candidate: unknown = addition;
  if (typeof candidate !== 'object' || candidate === null) {
    throw new RangeError(
      `${caller}: addition must be a line { brandId, quantity, volume }, got ${describe(addition)}`,
    );
  }
  assertCapacity(capacity, caller);
  const brand = normaliseBrandId(addition.brandId);
  const before = brandUsage(cartLines, brand, caller);
  const after = before + lineVolume(addition, caller);
  return {
    ok: after <= toCubicMillimetres(capacity),
    usedBefore: toCbm(before),
    usedAfter: toCbm(after),
    capacity,
  };
}

/** How full one brand's container is, for the fill gauge. */
export interface ContainerFill {
  /** The brand id as the first of its lines gave it. */
  brandId: BrandId;
  /** CBM used by the brand's lines. */
  used: number;
  /** Capacity of the brand's container, CBM. */
  capacity: number;
  /** CBM still free; 0 (never negative) when over capacity. */
  remaining: number;
  /** `used / capacity` in percent, rounded to 1 decimal; above 100 when over capacity. */
  percent: number;
  /** True when the lines take more than the capacity (compared exactly, not by `percent`). */
  over: boolean;
}

/** A fixed capacity for every brand, or a per-brand look-up (`null` → the 26 CBM default). */
export type CapacityFor = number | ((brandId: string) => number | null | undefined);

/**
 * Groups cart lines per brand (in order of first appearance) into the figures of the
 * container fill gauge.
 *
 * @throws RangeError for an invalid quantity, brand id or capacity.
 */
export function containerFillByBrand(
  lines: readonly ContainerLine[] | null | undefined,
  capacityFor: CapacityFor = DEFAULT_CONTAINER_CAPACITY_CBM,
): ContainerFill[] {
  const caller = 'containerFillByBrand';
  const groups = new Map<string, { brandId: BrandId; used: bigint }>();
  for (const line of lines ?? []) {
    const key = normaliseBrandId(line.brandId);
    const group = groups.get(key) ?? { brandId: line.brandId, used: 0n };
    group.used += lineVolume(line, caller);
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => {
    const capacity =
      typeof capacityFor === 'number'
        ? capacityFor
        : (capacityFor(key) ?? DEFAULT_CONTAINER_CAPACITY_CBM);
    assertCapacity(capacity, caller);
    const free = toCubicMillimetres(capacity) - group.used;
    return {
      brandId: group.brandId,
      used: toCbm(group.used),
      capacity,
      remaining: free > 0n ? toCbm(free) : 0,
      percent: roundTo((Number(group.used) / Number(toCubicMillimetres(capacity))) * 100, 1),
      over: free < 0n,
    };
  });
}

/** Anything the "still fits" list can hold: a name and the CBM of one unit. */
export interface FittingCandidate {
  name: string;
  volume: number;
}

/**
 * The candidates of which at least one more unit fits in `remaining` CBM, largest first (then
 * by name), each with how many units fit. Compared in whole cubic millimetres like
 * {@link checkContainerLimit}, so what this lists is what an add will admit.
 */
export function itemsThatFit<T extends FittingCandidate>(
  items: readonly T[],
  remaining: number,
): (T & { fits: number })[] {
  if (!(remaining > 0)) return [];
  const free = toCubicMillimetres(remaining);
  return items
    .flatMap((item) => {
      const unit = toCubicMillimetres(item.volume);
      if (unit <= 0n || unit > free) return [];
      return [{ ...item, fits: Number(free / unit) }];
    })
    .sort((a, b) => b.volume - a.volume || a.name.localeCompare(b.name));
}

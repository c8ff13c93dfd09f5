import type { BrandId } from './brand';
import { normaliseBrandId } from './brand';
import { formatCapacity, parseCapacity } from './capacity';
import { CONTAINER_TYPES } from './container-types';

// behaviour.md#constants: every cart stores one capacity per brand as a metafield.
export const CONTAINER_METAFIELD_NAMESPACE = 'container_size';
export const CONTAINER_METAFIELD_KEY_PREFIX = 'factoryID:';
export const CONTAINER_METAFIELD_PERMISSION_SET = 'app_only';
export const DEFAULT_CONTAINER_CAPACITY_CBM = 26;
export const DEFAULT_CONTAINER_METAFIELD_VALUE = '26CBM';
/** behaviour.md#constants: the original limit check reads the size stored for brand 40. */
export const CONTAINER_LIMIT_BRAND_ID = 40;

/** The same constants grouped, for callers that pass them around as one value. */
export const CONTAINER_METAFIELD = {
  namespace: CONTAINER_METAFIELD_NAMESPACE,
  keyPrefix: CONTAINER_METAFIELD_KEY_PREFIX,
  permissionSet: CONTAINER_METAFIELD_PERMISSION_SET,
  defaultValue: DEFAULT_CONTAINER_METAFIELD_VALUE,
  defaultCapacity: DEFAULT_CONTAINER_CAPACITY_CBM,
} as const;

/** A cart metafield as behaviour.md#entities lists it, ready to POST. */
export interface CartMetafieldInput {
  permission_set: string;
  namespace: string;
  key: string;
  value: string;
  description: string;
}

/** `factoryID:{brandId}`. @throws RangeError for an invalid brand id. */
export function containerMetafieldKey(brandId: BrandId): string {
  return `${CONTAINER_METAFIELD_KEY_PREFIX}${normaliseBrandId(brandId)}`;
}

/** The brand id text of a `factoryID:{brandId}` key, or `null` for any other key. */
export function parseContainerMetafieldKey(key: unknown): string | null {
  if (typeof key !== 'string' || !key.startsWith(CONTAINER_METAFIELD_KEY_PREFIX)) return null;
  const brandId = key.slice(CONTAINER_METAFIELD_KEY_PREFIX.length).trim();
  return brandId === '' ? null : brandId;
}

/**
 * The capacity metafield of one brand, `26CBM` unless another capacity is given.
 *
 * @throws RangeError for an invalid brand id or capacity.
 */
export function containerMetafield(
  brandId: BrandId,
  capacity: number = DEFAULT_CONTAINER_CAPACITY_CBM,
): CartMetafieldInput {
  const id = normaliseBrandId(brandId);
  return {
    permission_set: CONTAINER_METAFIELD_PERMISSION_SET,
    namespace: CONTAINER_METAFIELD_NAMESPACE,
    key: containerMetafieldKey(id),
    value: formatCapacity(capacity),
    description: `Container capacity of brand ${id}`,
  };
}

/** The fields of a stored cart metafield this package reads. */
export interface StoredCartMetafield {
  namespace?: string | null;
  key?: unknown;
  value?: unknown;
}

/**
 * The capacity in CBM a cart's metafields hold for `brandId`, or the 26 CBM default when
 * there is none or its value is garbage. Metafields of another namespace are ignored; a
 * metafield without a namespace is trusted, since some list endpoints omit it.
 */
export function capacityFromMetafields(
  metafields: readonly StoredCartMetafield[] | null | undefined,
  brandId: BrandId,
): number {
  return (
    parseCapacity(containerMetafieldOf(metafields, brandId)?.value) ??
    DEFAULT_CONTAINER_CAPACITY_CBM
  );
}

function containerMetafieldOf(
  metafields: readonly StoredCartMetafield[] | null | undefined,
  brandId: BrandId,
): StoredCartMetafield | undefined {
  const key = containerMetafieldKey(brandId);
  return (metafields ?? []).find(
    (field) =>
      field.key === key &&
      (field.namespace === undefined ||
        field.namespace === null ||
        field.namespace === CONTAINER_METAFIELD_NAMESPACE),
  );
}

/** The largest container shipped (CBM): a cart may not claim more capacity than that. */
export const MAX_CONTAINER_CAPACITY_CBM = Math.max(...CONTAINER_TYPES.map((type) => type.capacity));

/**
 * The capacity the container rules use for `brandId` (behaviour.md#validation): the one the cart's
 * metafield names — the container type the buyer picked — unless it claims more than any
 * container shipped; then `fallback` (the factory's own size, else 26 CBM). The storefront
 * and the backend both decide with this, so they agree on every add.
 */
export function containerCapacity(
  metafields: readonly StoredCartMetafield[] | null | undefined,
  brandId: BrandId,
  fallback: number = DEFAULT_CONTAINER_CAPACITY_CBM,
): number {
  const claimed = parseCapacity(containerMetafieldOf(metafields, brandId)?.value);
  return claimed !== null && claimed <= MAX_CONTAINER_CAPACITY_CBM ? claimed : fallback;
}

/**
 * Each factory's container capacity, the one fallback both sides use (behaviour.md#validation):
 * the container type the buyer picked for the cart (`cartFields`, the cart metafields), unless
 * it claims more than any container shipped; else the factory's own container (`brandFields`,
 * the brand metafields of the same namespace and key); else 26 CBM. The storefront reads both
 * lists from the API to draw the gauges, the backend from its tables to judge a write.
 */
export function capacityFor(
  cartFields: readonly StoredCartMetafield[] | null | undefined,
  brandFields: readonly StoredCartMetafield[] | null | undefined,
): (brandId: BrandId) => number {
  return (brandId) => {
    const own = parseCapacity(containerMetafieldOf(brandFields, brandId)?.value);
    const fallback =
      own !== null && own <= MAX_CONTAINER_CAPACITY_CBM ? own : DEFAULT_CONTAINER_CAPACITY_CBM;
    return containerCapacity(cartFields, brandId, fallback);
  };
}

import type { BrandId } from './brand';
import { normaliseBrandId } from './brand';
import { formatCapacity, parseCapacity } from './capacity';

// SPEC §9: every cart stores one capacity per brand as a metafield.
export const CONTAINER_METAFIELD_NAMESPACE = 'container_size';
export const CONTAINER_METAFIELD_KEY_PREFIX = 'factoryID:';
export const CONTAINER_METAFIELD_PERMISSION_SET = 'app_only';
export const DEFAULT_CONTAINER_CAPACITY_CBM = 26;
export const DEFAULT_CONTAINER_METAFIELD_VALUE = '26CBM';
/** SPEC §9: the original limit check reads the size stored for brand 40. */
export const CONTAINER_LIMIT_BRAND_ID = 40;

/** The same constants grouped, for callers that pass them around as one value. */
export const CONTAINER_METAFIELD = {
  namespace: CONTAINER_METAFIELD_NAMESPACE,
  keyPrefix: CONTAINER_METAFIELD_KEY_PREFIX,
  permissionSet: CONTAINER_METAFIELD_PERMISSION_SET,
  defaultValue: DEFAULT_CONTAINER_METAFIELD_VALUE,
  defaultCapacity: DEFAULT_CONTAINER_CAPACITY_CBM,
} as const;

/** A cart metafield as SPEC §3 lists it, ready to POST. */
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
  const key = containerMetafieldKey(brandId);
  const match = (metafields ?? []).find(
    (field) =>
      field.key === key &&
      (field.namespace === undefined ||
        field.namespace === null ||
        field.namespace === CONTAINER_METAFIELD_NAMESPACE),
  );
  return parseCapacity(match?.value) ?? DEFAULT_CONTAINER_CAPACITY_CBM;
}

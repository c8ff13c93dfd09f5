import { SIZE_METAFIELD_KEYS } from '../constants';
import type { MetafieldSource } from '../metafields';
import { readMetafield } from '../metafields';
import { parseDimension } from '../volume';

/**
 * The `myob` metafields that describe how a variant ships (behaviour.md#load-plans). A variant's own
 * metafield wins over its product's, so a product can give one carton for all variants
 * and a variant can differ (a leather sofa's crate is heavier than the fabric one's).
 */
export const CARTON_METAFIELD_KEYS = {
  /** Carton width, mm. */
  width: 'CartonWidth',
  /** Carton depth, mm. */
  depth: 'CartonDepth',
  /** Carton height, mm. */
  height: 'CartonHeight',
  /** Gross weight of a full carton, kg. */
  grossWeight: 'CartonGrossWeight',
  /** Units (of the product) per carton: a whole number ≥ 1. */
  unitsPerCarton: 'CartonUnits',
  /** `Yes` when other cartons may stand on it. */
  stackable: 'CartonStackable',
  /** The most weight that may rest on it, kg. */
  maxLoadOnTop: 'CartonMaxLoadOnTop',
  /** `Yes` when it must stay upright (its height stays vertical). */
  thisSideUp: 'CartonThisSideUp',
} as const;

/** A carton figure that the catalogue did not give (or gave unreadably) and that was estimated. */
export type CartonField = keyof typeof CARTON_METAFIELD_KEYS;

/** How one unit of a product ships: the carton it comes in and the rules for loading it. */
export interface CartonSpec {
  /** Millimetres, whole (a fraction is rounded up, so a carton is never understated). */
  width: number;
  depth: number;
  height: number;
  /** Gross weight of a full carton, kg. */
  grossWeightKg: number;
  /** Units per carton, whole, ≥ 1. */
  unitsPerCarton: number;
  /** Whether other cartons may stand on it. */
  stackable: boolean;
  /** The most weight that may rest on it, kg; 0 when it is not stackable. */
  maxLoadOnTopKg: number;
  /** Whether it must stay upright. */
  thisSideUp: boolean;
  /**
   * `carton` when the carton size comes from the carton metafields; `product` when it is
   * the product's own size (ProductWidth/Depth/Height, behaviour.md#product-metafields), for a product without
   * carton data.
   */
  source: 'carton' | 'product';
  /** The figures that were estimated, in CARTON_METAFIELD_KEYS order; empty when none were. */
  estimated: readonly CartonField[];
}

/**
 * Kilograms per CBM assumed for a carton whose weight the catalogue does not give: a
 * generous figure for packed furniture (most ships at 100–200 kg/CBM), so an estimate errs
 * towards heavy and a plan made with it errs towards refusing.
 */
export const ESTIMATED_KG_PER_CBM = 250;

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

function parseYesNo(text: string | null): boolean | null {
  if (text === null) return null;
  const lower = text.toLowerCase();
  if (YES.has(lower)) return true;
  if (NO.has(lower)) return false;
  return null;
}

const WHOLE = /^\d+$/;

function parseUnits(text: string | null): number | null {
  if (text === null || !WHOLE.test(text)) return null;
  const units = Number(text);
  return units >= 1 && Number.isSafeInteger(units) ? units : null;
}

function parseLoad(text: string | null): number | null {
  if (text !== null && /^0*(?:\.0*)?$/.test(text) && /\d/.test(text)) return 0;
  return parseDimension(text);
}

/** A value from the variant's metafields, else from the product's. */
function reader(variant: MetafieldSource, product: MetafieldSource) {
  return (key: string) => readMetafield(variant, key) ?? readMetafield(product, key);
}

function sizeFrom(
  read: (key: string) => string | null,
  keys: { width: string; depth: string; height: string },
): { width: number; depth: number; height: number } | null {
  const width = parseDimension(read(keys.width));
  const depth = parseDimension(read(keys.depth));
  const height = parseDimension(read(keys.height));
  if (width === null || depth === null || height === null) return null;
  return { width: Math.ceil(width), depth: Math.ceil(depth), height: Math.ceil(height) };
}

/**
 * The carton of a variant from the `myob` metafields ({@link CARTON_METAFIELD_KEYS}), the
 * variant's first, then its product's. Never throws.
 *
 * The fallback (behaviour.md#load-plans): a product without a readable carton size counts as ONE carton of
 * its product size holding one unit, and `source: 'product'` says so. Any figure missing or
 * unreadable is estimated on the safe side and listed in `estimated`:
 * - weight: {@link ESTIMATED_KG_PER_CBM} × the carton's volume, rounded up to 0.1 kg;
 * - units per carton: 1 — a real carton holds at least that;
 * - stackable: no — nothing is stood on a carton nobody said could bear it;
 * - maximum load on top (of a stackable carton): its own gross weight, one like it;
 * - this side up: yes — furniture is kept upright unless the catalogue says otherwise.
 *
 * `null` when neither a carton size nor a product size can be read: such a product cannot
 * be planned (the volume rule of behaviour.md#validation lets it through, counting 0).
 */
export function cartonFromMetafields(
  variantMetafields: MetafieldSource,
  productMetafields?: MetafieldSource,
): CartonSpec | null {
  const read = reader(variantMetafields, productMetafields);
  const estimated = new Set<CartonField>();
  let size = sizeFrom(read, CARTON_METAFIELD_KEYS);
  let source: CartonSpec['source'] = 'carton';
  if (size === null) {
    size = sizeFrom(read, SIZE_METAFIELD_KEYS);
    if (size === null) return null;
    source = 'product';
    estimated.add('width').add('depth').add('height');
  }
  // Without a carton of its own, the carton's other figures describe nothing we know.
  const given = (key: string) => (source === 'carton' ? read(key) : null);

  let grossWeightKg = parseDimension(given(CARTON_METAFIELD_KEYS.grossWeight));
  if (grossWeightKg === null) {
    estimated.add('grossWeight');
    const cbm = (size.width * size.depth * size.height) / 1e9;
    grossWeightKg = Math.max(0.1, Math.ceil(cbm * ESTIMATED_KG_PER_CBM * 10) / 10);
  }
  let unitsPerCarton = parseUnits(given(CARTON_METAFIELD_KEYS.unitsPerCarton));
  if (unitsPerCarton === null) {
    estimated.add('unitsPerCarton');
    unitsPerCarton = 1;
  }
  let stackable = parseYesNo(given(CARTON_METAFIELD_KEYS.stackable));
  if (stackable === null) {
    estimated.add('stackable');
    stackable = false;
  }
  let maxLoadOnTopKg = 0;
  if (stackable) {
    const load = parseLoad(given(CARTON_METAFIELD_KEYS.maxLoadOnTop));
    if (load === null) estimated.add('maxLoadOnTop');
    maxLoadOnTopKg = load ?? grossWeightKg;
  }
  let thisSideUp = parseYesNo(given(CARTON_METAFIELD_KEYS.thisSideUp));
  if (thisSideUp === null) {
    estimated.add('thisSideUp');
    thisSideUp = true;
  }
  const order = Object.keys(CARTON_METAFIELD_KEYS) as CartonField[];
  return {
    ...size,
    grossWeightKg,
    unitsPerCarton,
    stackable,
    maxLoadOnTopKg,
    thisSideUp,
    source,
    estimated: order.filter((field) => estimated.has(field)),
  };
}

/**
 * The metafields (key → text) that describe `carton`, for seeding a catalogue or writing
 * one back: the inverse of {@link cartonFromMetafields} for a carton with every figure given.
 */
export function cartonMetafields(
  carton: Pick<
    CartonSpec,
    | 'width'
    | 'depth'
    | 'height'
    | 'grossWeightKg'
    | 'unitsPerCarton'
    | 'stackable'
    | 'maxLoadOnTopKg'
    | 'thisSideUp'
  >,
): Record<(typeof CARTON_METAFIELD_KEYS)[CartonField], string> {
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  return {
    [CARTON_METAFIELD_KEYS.width]: String(carton.width),
    [CARTON_METAFIELD_KEYS.depth]: String(carton.depth),
    [CARTON_METAFIELD_KEYS.height]: String(carton.height),
    [CARTON_METAFIELD_KEYS.grossWeight]: String(carton.grossWeightKg),
    [CARTON_METAFIELD_KEYS.unitsPerCarton]: String(carton.unitsPerCarton),
    [CARTON_METAFIELD_KEYS.stackable]: yesNo(carton.stackable),
    [CARTON_METAFIELD_KEYS.maxLoadOnTop]: String(carton.stackable ? carton.maxLoadOnTopKg : 0),
    [CARTON_METAFIELD_KEYS.thisSideUp]: yesNo(carton.thisSideUp),
  };
}

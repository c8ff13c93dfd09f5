// Load plans (docs/behaviour.md#load-plans) on the storefront: each factory's container of the buyer's cart planned with
// @shop/domain's planner — the plan the builder draws (2D on the server, 3D in the browser),
// the PDF prints, and "what still fits" answers from. The backend plans the same lines with
// the same rule on every add and at order creation; this is the buyer's view of it.
import type { StockProduct } from '@shop/api';
import {
  checkContainerLoad,
  containerTypeForCapacity,
  isContainerLineName,
  itemsThatFit,
  MAX_PLAN_CARTONS,
  whatStillFits,
} from '@shop/domain';
import type { CartonLine, CartonSpec, ContainerType, LoadPlan, LoadPlanReason } from '@shop/domain';
import { cartonFromMetafields } from '@shop/domain/load-plan';
import type { CartState, ContainerView } from '../cart/cart-state';
import type { CartViewLine } from '../cart/cart-view';
import { catalogueReads } from '../platform/catalogue-reads.server';
import { containerItemsOf, FITTING_ITEMS_SHOWN } from './fitting-items.server';

/** How one product ships, as the catalogue says (ProductStockDetails' `myob` metafields). */
interface ProductCartons {
  productId: number;
  name: string;
  /** Variant id → its carton (`null`: no size at all). */
  cartons: Map<number, CartonSpec | null>;
  /** The first purchasable variant: the one "still fits" counts for a product not in the cart. */
  firstVariant: { id: number; sku: string } | null;
}

function productCartons(product: StockProduct): ProductCartons {
  const cartons = new Map<number, CartonSpec | null>();
  let firstVariant: ProductCartons['firstVariant'] = null;
  for (const { node } of product.variants.edges ?? []) {
    cartons.set(node.entityId, cartonFromMetafields(node.metafields, product.metafields));
    if (firstVariant === null && node.isPurchasable)
      firstVariant = { id: node.entityId, sku: node.sku };
  }
  return {
    productId: product.entityId,
    name: product.name,
    cartons,
    firstVariant,
  };
}

/**
 * The cartons of the product with this SKU (a product's or a variant's), from the catalogue's
 * shared read of the product (catalogue-reads.server.ts: bounded, at most SHARED_DATA_SECONDS
 * old, shared by every buyer): carton data is catalogue data, not the customer's.
 */
export async function cartonsOfSku(sku: string): Promise<ProductCartons | null> {
  const { site } = await catalogueReads.productStockDetails(sku);
  return site.product === null ? null : productCartons(site.product);
}

/** A line of a factory's container (a cart's or a placed order's). */
type PlannedLine = Pick<CartViewLine, 'sku' | 'name' | 'quantity' | 'variantId'>;

/** A line of the factory's container as the planner takes it: key = SKU. */
async function cartonLinesOf(lines: readonly PlannedLine[]): Promise<CartonLine[]> {
  return Promise.all(
    lines.map(async (line) => {
      const product = await cartonsOfSku(line.sku);
      return {
        key: line.sku,
        label: line.name,
        quantity: line.quantity,
        carton: product?.cartons.get(line.variantId) ?? null,
      };
    }),
  );
}

/** The box a factory's container is planned in (@shop/domain's mapping of its capacity). */
export const boxOf = (capacity: number): ContainerType => containerTypeForCapacity(capacity);

/** One answer of "what still fits": a product and how many more units the container takes. */
export interface StillFitsItem {
  /** The line's SKU for a product in the cart, else `product:{id}`. */
  key: string;
  name: string;
  /** Product page path (`/oak-sideboard/`), when known. */
  path: string | null;
  /** Units that can still be added: both the CBM rule and the load plan admit them. */
  units: number;
  inCart: boolean;
}

/** A factory's container as the builder and the PDF show it. */
export interface FactoryLoad {
  brandId: string;
  brandName: string;
  /** The box the plan is made in. */
  box: { id: string; label: string };
  /** The CBM capacity the cart holds for the factory (behaviour.md#validation). */
  capacity: number;
  /** The products' CBM in it (the CBM rule's measure). */
  used: number;
  plan: LoadPlan;
  /** Why the container cannot be planned, or null when it can. */
  refusal: LoadPlanReason | null;
  stillFits: StillFitsItem[];
}

function stripMarker(name: string) {
  return name.replace(/\s*\(Container\)\s*$/, '');
}

/** MAX_PLAN_CARTONS as the builder and the printed plan say it. */
export const TOO_MANY = new Intl.NumberFormat('en-US').format(MAX_PLAN_CARTONS);

/**
 * Plans one factory's container in the box of its capacity. `null` when the lines make more
 * cartons than a plan takes (MAX_PLAN_CARTONS), and the builder says so without a drawing. The
 * drawing is no gate, so it has no time budget: the carton limit bounds its work, and the
 * backend's check of every add keeps the budget.
 */
async function planContainer(
  container: Pick<ContainerView, 'brandId' | 'brandName' | 'capacity' | 'used'>,
  lines: readonly PlannedLine[],
) {
  const box = boxOf(container.capacity);
  const cartonLines = await cartonLinesOf(lines);
  const check = checkContainerLoad(cartonLines, box, { budgetMs: Number.POSITIVE_INFINITY });
  if (check.plan === null) return null;
  const load: FactoryLoad = {
    brandId: container.brandId,
    brandName: container.brandName,
    box: { id: box.id, label: box.label },
    capacity: container.capacity,
    used: container.used,
    plan: check.plan,
    refusal: check.fits ? null : check.reason,
    stillFits: [],
  };
  return { load, cartonLines };
}

/** A cart's factory container planned, with what still fits when asked for. */
async function planFactory(
  container: ContainerView,
  lines: readonly CartViewLine[],
  { stillFits }: { stillFits: boolean },
): Promise<FactoryLoad | null> {
  const planned = await planContainer(container, lines);
  if (planned === null) return null;
  const { load, cartonLines } = planned;
  if (stillFits && load.refusal === null)
    load.stillFits = await stillFitting(container, lines, cartonLines);
  return load;
}

/**
 * One factory's container of a placed order, planned in the box the order kept from its
 * cart: the printable plan of the order page. `null` when no container holds its cartons.
 */
export async function orderFactoryLoad(
  container: Pick<ContainerView, 'brandId' | 'brandName' | 'capacity' | 'used'>,
  lines: readonly PlannedLine[],
): Promise<FactoryLoad | null> {
  return (await planContainer(container, lines))?.load ?? null;
}

/**
 * "What still fits" (behaviour.md#load-plans), answered by the planner: the cart's own products of the
 * factory, then the catalogue's largest container products of it that the CBM rule still
 * admits (`itemsThatFit`), each counted by `whatStillFits` in the box and capped by the CBM
 * rule — so every answer is what an add would be let through with.
 */
async function stillFitting(
  container: ContainerView,
  lines: readonly CartViewLine[],
  cartonLines: readonly CartonLine[],
): Promise<StillFitsItem[]> {
  const catalogue = itemsThatFit(
    await containerItemsOf(Number(container.brandId)),
    container.remaining,
  ).slice(0, FITTING_ITEMS_SHOWN);
  const inCart = new Set(lines.map((line) => line.productId));
  const others = (
    await Promise.all(
      catalogue
        .filter((item) => !inCart.has(item.productId))
        .map(async (item) => {
          const product = item.sku === null ? null : await cartonsOfSku(item.sku);
          const variant = product?.firstVariant ?? null;
          const carton =
            product === null || variant === null ? null : (product.cartons.get(variant.id) ?? null);
          return carton === null
            ? []
            : [{ item, line: { key: `product:${String(item.productId)}`, quantity: 0, carton } }];
        }),
    )
  ).flat();
  const byVolume = (volume: number | null) =>
    volume === null || volume <= 0
      ? MAX_PLAN_CARTONS
      : (itemsThatFit([{ volume, name: '' }], container.remaining)[0]?.fits ?? 0);
  const candidates = [
    ...lines.map((line, i) => ({
      line: cartonLines[i] as CartonLine,
      name: stripMarker(line.name),
      path: null,
      cbmUnits: byVolume(line.volume),
      inCart: true,
    })),
    ...others.map(({ item, line }) => ({
      line,
      name: stripMarker(item.name),
      path: item.path,
      cbmUnits: item.fits,
      inCart: false,
    })),
  ].filter((candidate) => candidate.line.carton !== null && candidate.cbmUnits > 0);
  if (candidates.length === 0) return [];
  // The CBM rule bounds each answer; counting further cartons would only cost time.
  const max = Math.max(
    ...candidates.map((c) => Math.ceil(c.cbmUnits / (c.line.carton?.unitsPerCarton ?? 1)) + 1),
  );
  const answers = whatStillFits(
    cartonLines,
    boxOf(container.capacity),
    candidates.map((c) => c.line),
    { max },
  );
  return candidates.flatMap((candidate, i) => {
    const units = Math.min(answers[i]?.units ?? 0, candidate.cbmUnits);
    return units > 0
      ? [
          {
            key: candidate.line.key,
            name: candidate.name,
            path: candidate.path,
            units,
            inCart: candidate.inCart,
          },
        ]
      : [];
  });
}

/** The factory's container lines of the cart. */
export function factoryLines(cart: CartState, brandId: string): CartViewLine[] {
  if (cart.status !== 'ready') return [];
  return cart.cart.lines.filter(
    (line) => isContainerLineName(line.name) && String(line.brandId) === brandId,
  );
}

/** Every factory's load (plan and what still fits), by brand id; a failed one is left out. */
export async function factoryLoads(cart: CartState): Promise<Record<string, FactoryLoad | null>> {
  if (cart.status !== 'ready') return {};
  const entries = await Promise.all(
    cart.containers.map(async (container) => {
      try {
        const load = await planFactory(container, factoryLines(cart, container.brandId), {
          stillFits: true,
        });
        return [[container.brandId, load] as const];
      } catch (error) {
        // The builder still shows the cart and its gauges; the plan is tried again next time.
        console.error(`Load plan of factory ${container.brandId} could not be made`, error);
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

/** One factory's load for the printable plan (no "still fits"); null when it has none. */
export async function factoryLoad(cart: CartState, brandId: string): Promise<FactoryLoad | null> {
  if (cart.status !== 'ready') return null;
  const container = cart.containers.find((c) => c.brandId === brandId);
  if (!container) return null;
  return planFactory(container, factoryLines(cart, brandId), { stillFits: false });
}

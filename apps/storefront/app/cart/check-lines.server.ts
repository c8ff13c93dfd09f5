// Order lines checked before anything goes into the cart (quick order, reorder): each line
// against the catalogue (known SKU, still sold), the customer's price list, the stock
// available to sell and the container rules of @shop/domain, in the order given — stock and
// container room taken by earlier lines count for later ones. Then every valid line is
// added in one call, so nothing is half-added.
import type { ApiClient, Customer, StoredProduct } from '@shop/api';
import {
  containerCapacity,
  containerMetafield,
  containerMetafieldKey,
  decideAdd,
  isContainerLineName,
  itemsThatFit,
  itemVolume,
  OVER_CAPACITY_MESSAGE,
  productDimensions,
  type CartLineFacts,
} from '@shop/domain';
import { productDictionary } from '../catalogue/product-dictionary.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import { classifyCartError } from './cart-errors';
import { isGoneCart, readMetafields } from './cart.server';
import { toCartView } from './cart-view';

export interface OrderLineRequest {
  /** Where the buyer gave it (`Row 3`, `Line 12`), shown with the result. */
  source: string;
  sku: string;
  quantity: number;
}

export type LineRefusal = 'unknown' | 'not-sold' | 'no-price' | 'stock' | 'container';

export type CheckedLine =
  | {
      status: 'ok';
      source: string;
      sku: string;
      /** What will be added: the quantity asked, or less when `cap` capped it. */
      quantity: number;
      requested: number;
      productId: number;
      variantId: number;
      brandId: number | null;
      name: string;
      price: number;
      /** Why fewer than asked will be added, when capped. */
      note: string | null;
    }
  | {
      status: 'refused';
      source: string;
      sku: string;
      requested: number;
      name: string | null;
      reason: LineRefusal;
      message: string;
    };

export interface CheckOptions {
  /**
   * `refuse`: a line the stock or the container cannot take whole is refused (quick order:
   * the buyer asked for exactly that). `cap`: it is added with what can be (reorder).
   */
  shortfall: 'refuse' | 'cap';
}

export class LinesUnavailableError extends Error {}

interface VariantFacts {
  product: StoredProduct;
  purchasable: boolean;
  available: number;
}

const PRODUCTS_PER_SIZE_QUERY = 50;

async function volumesOf(api: ApiClient, productIds: number[]): Promise<Map<number, number>> {
  const volumes = new Map<number, number>();
  for (let start = 0; start < productIds.length; start += PRODUCTS_PER_SIZE_QUERY) {
    const ids = productIds.slice(start, start + PRODUCTS_PER_SIZE_QUERY);
    const answer = await api.graphql.productsSizes({ productIDs: ids, variantIDs: [] });
    for (const { node } of answer.site.products.edges ?? []) {
      const volume = itemVolume(productDimensions(node.metafields));
      if (volume !== null) volumes.set(node.entityId, volume);
    }
  }
  return volumes;
}

function variantFacts(products: readonly StoredProduct[]): Map<number, VariantFacts> {
  const facts = new Map<number, VariantFacts>();
  for (const product of products) {
    const variants: unknown[] = Array.isArray(product.variants) ? product.variants : [];
    for (const raw of variants) {
      const variant = raw as {
        id?: unknown;
        purchasing_disabled?: unknown;
        inventory_level?: unknown;
      };
      if (typeof variant.id !== 'number') continue;
      facts.set(variant.id, {
        product,
        purchasable: variant.purchasing_disabled !== true,
        available: typeof variant.inventory_level === 'number' ? variant.inventory_level : 0,
      });
    }
  }
  return facts;
}

/** Checks `requested` in order for the session's customer. */
export async function checkLines(
  session: BuyerSession,
  customer: Customer,
  requested: readonly OrderLineRequest[],
  options: CheckOptions,
): Promise<CheckedLine[]> {
  const { api, token } = session;
  const dictionary = await productDictionary();
  if (dictionary === null) throw new LinesUnavailableError('The catalogue cannot be read');
  const known = requested.map(
    (line) => dictionary.bySku.get(line.sku) ?? dictionary.byUpperSku.get(line.sku.toUpperCase()),
  );
  const productIds = [...new Set(known.flatMap((entry) => (entry ? [entry.productId] : [])))];
  // The pricing call takes one list of variant SKUs per product; @shop/api splits a long request.
  const skusByProduct = new Map<number, Set<string>>();
  for (const entry of known) {
    if (!entry) continue;
    const skus = skusByProduct.get(entry.productId) ?? new Set<string>();
    skus.add(entry.variantSku);
    skusByProduct.set(entry.productId, skus);
  }
  const pricingSkus = [...skusByProduct.values()].map((skus) => [...skus]);
  let cartLines: CartLineFacts[] = [];
  let cartQuantities = new Map<number, number>();
  let capacityOf = (brandId: string) => containerCapacity([], brandId);
  try {
    const [products, volumes, prices, cart] = await Promise.all([
      productIds.length > 0
        ? api.catalogue.availableProducts({ product_ids: productIds, limit: productIds.length })
        : Promise.resolve([]),
      volumesOf(api, productIds),
      pricingSkus.length > 0
        ? api.pricing.customerPricing({ customerId: customer.id, skus: pricingSkus }, { token })
        : Promise.resolve([]),
      session.cartId === null
        ? Promise.resolve(null)
        : api.carts.get(session.cartId, { token }).catch((error: unknown) => {
            if (isGoneCart(error)) return null;
            throw error;
          }),
    ]);
    if (cart) {
      const view = toCartView(cart);
      cartLines = view.lines;
      cartQuantities = new Map(view.lines.map((line) => [line.variantId, line.quantity]));
      const metafields = view.lines.some((line) => line.isContainer)
        ? await readMetafields(session, cart.id)
        : [];
      capacityOf = (brandId) => containerCapacity(metafields, brandId);
    }
    const facts = variantFacts(products);
    const priceOf = new Map(prices.map((entry) => [entry.variant_id, entry.price]));
    const taken = new Map<number, number>();
    const planned: CartLineFacts[] = [...cartLines];

    return requested.map((line, index): CheckedLine => {
      const entry = known[index];
      const refuse = (reason: LineRefusal, message: string, name: string | null = null) =>
        ({
          status: 'refused',
          source: line.source,
          sku: line.sku,
          requested: line.quantity,
          name,
          reason,
          message,
        }) as const;
      if (!entry) return refuse('unknown', `Unknown SKU ${line.sku}`);
      const fact = facts.get(entry.variantId);
      if (!fact || !fact.purchasable) return refuse('not-sold', 'No longer sold', entry.name);
      const price = priceOf.get(entry.variantId);
      if (price === undefined) return refuse('no-price', 'No price on your price list', entry.name);

      let quantity = line.quantity;
      let note: string | null = null;
      const left =
        fact.available -
        (cartQuantities.get(entry.variantId) ?? 0) -
        (taken.get(entry.variantId) ?? 0);
      if (quantity > left) {
        if (options.shortfall === 'refuse' || left <= 0)
          return refuse(
            'stock',
            left <= 0 ? 'Out of stock' : `Only ${String(left)} available`,
            entry.name,
          );
        quantity = left;
        note = `Only ${String(left)} available`;
      }
      const brandId =
        typeof fact.product.brand_id === 'number' ? fact.product.brand_id : entry.brandId;
      const volume = volumes.get(entry.productId) ?? null;
      const name = entry.name;
      if (isContainerLineName(name) && brandId !== null) {
        const decision = decideAdd(
          planned,
          { name, brandId, quantity, volume },
          capacityOf,
          'keep',
        );
        if (decision.kind === 'over-capacity') {
          const fits =
            volume === null
              ? 0
              : (itemsThatFit(
                  [{ name, volume }],
                  decision.limit.capacity - decision.limit.usedBefore,
                )[0]?.fits ?? 0);
          if (options.shortfall === 'refuse' || fits <= 0)
            return refuse('container', OVER_CAPACITY_MESSAGE, name);
          quantity = Math.min(quantity, fits);
          note = `Only ${String(quantity)} fit in the container`;
        }
      }
      taken.set(entry.variantId, (taken.get(entry.variantId) ?? 0) + quantity);
      planned.push({ name, brandId, quantity, volume });
      return {
        status: 'ok',
        source: line.source,
        sku: entry.variantSku,
        quantity,
        requested: line.quantity,
        productId: entry.productId,
        variantId: entry.variantId,
        brandId,
        name,
        price,
        note,
      };
    });
  } catch (error) {
    if (error instanceof LinesUnavailableError) throw error;
    console.error('Order lines could not be checked', error);
    throw new LinesUnavailableError('The lines could not be checked');
  }
}

export type AddLinesResult = { ok: true; added: number } | { ok: false; message: string };

/**
 * Adds every valid line in one call (all or nothing), starting a cart when there is none;
 * with `idempotencyKey`, the same add sent again is not applied twice.
 */
export async function addCheckedLines(
  session: BuyerSession,
  lines: readonly CheckedLine[],
  idempotencyKey?: string,
): Promise<AddLinesResult> {
  const valid = lines.flatMap((line) => (line.status === 'ok' ? [line] : []));
  if (valid.length === 0) return { ok: false, message: 'No line can be added.' };
  const items = valid.map((line) => ({
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: line.quantity,
  }));
  const { api, token } = session;
  try {
    let cartId = session.cartId;
    if (cartId !== null) {
      try {
        await api.carts.addItems(cartId, items, {
          ...(idempotencyKey ? { idempotencyKey } : {}),
          token,
        });
      } catch (error) {
        if (!isGoneCart(error)) throw error;
        cartId = null;
      }
    }
    if (cartId === null) {
      cartId = (await api.carts.create(items, { token })).id;
      session.setCartId(cartId);
    }
    // behaviour.md#constants: each factory's container capacity is stored on the cart with its first add.
    const brands = [
      ...new Set(
        valid.flatMap((line) =>
          isContainerLineName(line.name) && line.brandId !== null ? [line.brandId] : [],
        ),
      ),
    ];
    if (brands.length > 0) {
      const fields = await readMetafields(session, cartId);
      for (const brandId of brands) {
        if (fields.some((field) => field.key === containerMetafieldKey(brandId))) continue;
        await api.cartMetafields
          .create(cartId, containerMetafield(brandId), { token })
          .catch((error: unknown) => {
            console.error('Container capacity could not be stored', error);
          });
      }
    }
    return { ok: true, added: valid.length };
  } catch (error) {
    const kind = classifyCartError(error);
    if (kind === 'over-capacity')
      return { ok: false, message: `${OVER_CAPACITY_MESSAGE}. Nothing was added.` };
    if (kind === 'insufficient-stock')
      return {
        ok: false,
        message: 'The stock changed meanwhile. Nothing was added: check the lines again.',
      };
    console.error('Order lines could not be added', error);
    return { ok: false, message: 'The lines could not be added just now. Nothing was added.' };
  }
}

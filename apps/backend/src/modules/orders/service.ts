import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CONTAINER_METAFIELD_NAMESPACE,
  containerLinesOf,
  containerMetafieldKey,
  formatCapacity,
  overfilledContainers,
} from '@shop/domain';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import * as s from '../../db/schema';
import type { OrderAddress } from '../../db/schema';
import { HttpError, badRequest, notFound, unprocessable } from '../../http/errors';
import { loadCartLines, priceListOf } from '../carts/repository/cart-reads';
import { capacities, cartonsOfVariants } from '../carts/repository/containers';
import { cartVisibleTo } from '../carts/repository/visibility';
import { checkLoadPlans, overVolume } from '../carts/rules';
import type { CartLine } from '../carts/types';
import { fullOrder, orderJson, orderProductJson, orderShippingJson } from './order-history';
import { priceOrderLines } from '../pricing/order-pricing';
import { createOrderContainers } from '../track-trace/containers';
import { bookProduction, containerValues } from '../production/book-production';
import { publishPlan } from '../production/planned-events';
import { chargeCompanyCredit, companyBuyerOf, refuseUnlessMayPurchase } from './company-purchase';

export interface OrderInput {
  cartId: string;
  customer_id: number;
  billing_address: OrderAddress;
  shipping_address: OrderAddress;
  costumer_order_number: string;
  order_notes: string;
  /** The production slot shown to the buyer per factory (brand id → slot key): kept, or 409. */
  production_slots?: ReadonlyMap<number, string>;
}

export interface PlacedOrder {
  order: Awaited<ReturnType<typeof fullOrder>>;
  /** True when this answers a retry with the order created the first time. */
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for an order of another cart';

/** The order a retried request already created: same Idempotency-Key, or the same (consumed) cart. */
async function previousOrder(
  q: Db | Tx,
  customerId: number,
  cartId: string,
  idempotencyKey: string | undefined,
) {
  if (idempotencyKey) {
    const [byKey] = await q
      .select({ id: s.orders.id, cartId: s.orders.cartId })
      .from(s.orders)
      .where(and(eq(s.orders.customerId, customerId), eq(s.orders.idempotencyKey, idempotencyKey)));
    // A key names one request: reused for another cart it is a client bug, not a retry, and
    // replaying the first order would hide it (Stripe answers the same).
    if (byKey && byKey.cartId !== cartId)
      throw unprocessable(IDEMPOTENCY_KEY_REUSED, { 'Idempotency-Key': IDEMPOTENCY_KEY_REUSED });
    if (byKey) return byKey.id;
  }
  const [byCart] = await q
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.customerId, customerId), eq(s.orders.cartId, cartId)));
  return byCart?.id;
}

/**
 * The containers are checked again when the order is placed: a container type shrunk after
 * the cart was filled must not ship over capacity (behaviour.md#validation, #errors), by volume nor by its load
 * plan (behaviour.md#load-plans: the cartons planned in the box, as on every add).
 */
async function checkContainersFit(
  tx: Tx,
  cartId: string,
  lines: readonly CartLine[],
): Promise<ReadonlyMap<number, number>> {
  const brandIds = [...new Set(containerLinesOf(lines).map((line) => Number(line.brandId)))];
  if (brandIds.length === 0) return new Map();
  const [capacityOf, brands] = await Promise.all([
    capacities(tx, cartId, brandIds),
    tx
      .select({ id: s.brands.id, name: s.brands.name })
      .from(s.brands)
      .where(inArray(s.brands.id, brandIds)),
  ]);
  // The refusal names the factory whose container no longer fits (behaviour.md#errors).
  const factoryOf = new Map(brands.map((brand) => [brand.id, brand.name]));
  const [over] = overfilledContainers(lines, (brandId) => capacityOf.get(Number(brandId)));
  if (over) {
    const brandId = Number(over.brandId);
    throw overVolume(
      over.used,
      over.capacity,
      factoryOf.get(brandId) ?? `brand ${String(brandId)}`,
    );
  }
  const cartons = await cartonsOfVariants(
    tx,
    containerLinesOfBrands(lines, brandIds).map((line) => line.variantId),
  );
  checkLoadPlans(lines, brandIds, capacityOf, cartons, factoryOf);
  return capacityOf;
}

/** The container lines of these factories: the only ones an order's load check plans. */
const containerLinesOfBrands = (lines: readonly CartLine[], brandIds: readonly number[]) =>
  lines.filter((line) => line.isContainer && line.quantity > 0 && brandIds.includes(line.brandId));

/**
 * Takes each line's quantity from the stock locations in priority order. The rows are
 * locked (FOR UPDATE, variants in id order so two orders never deadlock), so racing
 * orders cannot both take the last unit: the later one sees the decremented stock.
 */
async function takeStock(tx: Tx, lines: readonly CartLine[]) {
  const sorted = [...lines].sort((a, b) => a.variantId - b.variantId);
  for (const line of sorted) {
    const rows = await tx
      .select({ locationId: s.inventory.locationId, available: s.inventory.availableToSell })
      .from(s.inventory)
      .innerJoin(s.locations, eq(s.locations.id, s.inventory.locationId))
      .where(eq(s.inventory.variantId, line.variantId))
      .orderBy(asc(s.locations.priority), asc(s.inventory.locationId))
      .for('update', { of: s.inventory });
    const available = rows.reduce((sum, r) => sum + Math.max(0, r.available), 0);
    if (available < line.quantity) {
      throw new HttpError(422, `Insufficient stock for ${line.sku}: ${available} available`, [
        {
          status: 422,
          title: `Insufficient stock for ${line.sku}: ${available} available`,
          errors: { quantity: `Only ${available} of ${line.sku} available to sell` },
        },
      ]);
    }
    let remaining = line.quantity;
    for (const row of rows) {
      if (remaining === 0) break;
      const take = Math.min(remaining, Math.max(0, row.available));
      if (take === 0) continue;
      await tx
        .update(s.inventory)
        .set({ availableToSell: row.available - take })
        .where(
          and(
            eq(s.inventory.variantId, line.variantId),
            eq(s.inventory.locationId, row.locationId),
          ),
        );
      remaining -= take;
    }
  }
}

const addressColumns = (a: OrderAddress) => ({
  firstName: a.first_name,
  lastName: a.last_name,
  company: a.company,
  street1: a.street_1,
  street2: a.street_2,
  city: a.city,
  state: a.state,
  zip: a.zip,
  country: a.country,
  countryCode: a.country_code,
  phone: a.phone,
  email: a.email,
});

/**
 * orders/create in one transaction: judge a company user's right to buy, validate the cart,
 * take the stock, charge the company's credit, record the order with prices per the
 * customer's group, consume the cart. A retry answers the first order (and charges nothing).
 */
export async function placeOrder(
  db: Db,
  customer: { id: number },
  input: OrderInput,
  taxRate: number,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  let orderId: number | undefined;
  let created: PlacedOrder['order'] | undefined;
  let replayed = false;
  try {
    await db.transaction(async (tx) => {
      const earlier = await previousOrder(tx, customer.id, input.cartId, idempotencyKey);
      if (earlier !== undefined) {
        orderId = earlier;
        replayed = true;
        return;
      }
      // A company user buys only as their company and role allow; refused before any write.
      const buyer = await companyBuyerOf(tx, customer.id);
      if (buyer) refuseUnlessMayPurchase(buyer);
      const [cart] = await tx
        .select()
        .from(s.carts)
        .where(and(eq(s.carts.id, input.cartId), cartVisibleTo(customer)))
        .for('update');
      if (!cart) {
        // The cart may have just been consumed by the same request racing itself.
        const raced = await previousOrder(tx, customer.id, input.cartId, undefined);
        if (raced !== undefined) {
          orderId = raced;
          replayed = true;
          return;
        }
        throw notFound(`Cart ${input.cartId} not found`);
      }
      const { priceListId, groupName } = await priceListOf(tx, customer.id);
      const lines = await loadCartLines(tx, cart.id, priceListId);
      if (lines.length === 0)
        throw badRequest('The cart is empty', { cartId: 'The cart has no items' });
      const containers = await checkContainersFit(tx, cart.id, lines);
      await takeStock(tx, lines);
      const priced = priceOrderLines(lines, groupName, taxRate);
      // On the company's account: judged and charged with the order, or the whole order refused.
      if (buyer) await chargeCompanyCredit(tx, buyer, priced.totals.totalIncTax);
      const [order] = await tx
        .insert(s.orders)
        .values({
          customerId: customer.id,
          companyId: buyer?.companyId ?? null,
          cartId: cart.id,
          idempotencyKey: idempotencyKey ?? null,
          costumerOrderNumber: input.costumer_order_number,
          orderNotes: input.order_notes,
          billingAddress: input.billing_address,
          customerGroup: groupName,
          currency: cart.currency,
          ...priced.totals,
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      const products = await tx
        .insert(s.orderProducts)
        .values(priced.lines.map((l) => ({ ...l, orderId: order.id })))
        .returning();
      // The container each factory ships in goes with the order (the cart's metafields go
      // with the cart), so the order's load plan is made in the box the buyer picked.
      if (containers.size > 0)
        await tx.insert(s.orderMetafields).values(
          [...containers].map(([brandId, capacity]) => ({
            orderId: order.id,
            namespace: CONTAINER_METAFIELD_NAMESPACE,
            key: containerMetafieldKey(brandId),
            value: formatCapacity(capacity),
          })),
        );
      // Each of those factories' containers gets its number and booking to be tracked by,
      // its production slot and pro-forma, and the factory's plan of its milestones.
      const boxes = await createOrderContainers(tx, order.id, containers);
      const bookings = await bookProduction(
        tx,
        order,
        containerValues(lines, priced.lines),
        input.production_slots ?? new Map(),
        new Date(),
      );
      for (const booking of bookings) {
        const box = boxes.find((b) => b.brandId === booking.brandId);
        if (box) await publishPlan(tx, box, booking.slot.departure, booking.transitDays);
      }
      const shipping = await tx
        .insert(s.orderShippingAddresses)
        .values({
          orderId: order.id,
          ...addressColumns(input.shipping_address),
          itemsTotal: priced.totals.itemsTotal,
        })
        .returning();
      await tx.delete(s.carts).where(and(eq(s.carts.id, cart.id), cartVisibleTo(customer)));
      orderId = order.id;
      // Answered from the rows just written; only a replay reads the order back.
      created = {
        ...orderJson(order),
        products: products.map(orderProductJson),
        shipping_addresses: shipping.map(orderShippingJson),
      };
    });
  } catch (error) {
    // Two retries racing on PostgreSQL: the loser hits the unique key and answers the winner's order.
    if (!isUniqueViolation(error)) throw error;
    orderId = await previousOrder(db, customer.id, input.cartId, idempotencyKey);
    replayed = true;
    if (orderId === undefined) throw error;
  }
  if (created && !replayed) return { order: created, replayed };
  if (orderId === undefined) throw new Error('order was not created');
  return { order: await fullOrder(db, customer.id, orderId), replayed };
}

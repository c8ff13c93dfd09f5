// A container order books each factory's production in the order's own transaction: the
// slot the buyer was shown (or the next one), the pro-forma and its deposit and balance
// invoices. Nothing is booked when the order is not placed.
import { asc, inArray } from 'drizzle-orm';
import {
  MAX_SLOT_WEEKS,
  addDaysToDate,
  checkSlot,
  nextSlot,
  paymentSchedule,
  roundToCents,
  slotWords,
  type ProductionSlot,
  type SlotCheck,
} from '@shop/domain';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import { HttpError } from '../../http/errors';
import { bookedContainers, factoryTerms, type FactoryTerms } from './factory-terms';

export interface ContainerValue {
  brandId: number;
  /** What the factory's container lines cost the buyer, tax included. */
  value: number;
}

export interface Booking {
  brandId: number;
  slot: ProductionSlot;
  arrival: string;
  transitDays: number;
}

const REASONS: Record<Exclude<SlotCheck, { open: true }>['reason'], string> = {
  closed: 'its cut-off has passed',
  full: 'it is full',
  unknown: 'there is no such slot',
};

/** 409: the slot the buyer saw is gone; nothing is written and the page shows the next one. */
function slotGone(factory: FactoryTerms, check: Exclude<SlotCheck, { open: true }>) {
  const next = slotWords(factory.calendar, check.next.slot);
  const title =
    `The production slot you were shown for ${factory.name} is no longer open (${REASONS[check.reason]}). ` +
    `The next one departs around ${next.departure}: check the date and place the order again.`;
  return new HttpError(409, title, [
    { status: 409, title, errors: { [`production_slots.${factory.brandId}`]: title } },
  ]);
}

/**
 * Each factory's container value from an order's lines and their prices (same order), for
 * the factories that ship a container.
 */
export function containerValues(
  lines: readonly { brandId: number; isContainer: boolean; quantity: number }[],
  priced: readonly { totalIncTax: number }[],
): ContainerValue[] {
  const values = new Map<number, number>();
  lines.forEach((line, i) => {
    if (!line.isContainer || line.quantity <= 0) return;
    values.set(line.brandId, (values.get(line.brandId) ?? 0) + (priced[i]?.totalIncTax ?? 0));
  });
  return [...values].map(([brandId, value]) => ({ brandId, value: roundToCents(value) }));
}

/**
 * The domain gives up when every slot of the next two years is full (a RangeError): the
 * order is then refused with the reason, not failed.
 */
export function fullyBookedAs409<T>(factory: FactoryTerms, choose: () => T): T {
  try {
    return choose();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const title = `${factory.name}'s production is fully booked for the next ${String(MAX_SLOT_WEEKS)} weeks: no container can be ordered from this factory now.`;
    throw new HttpError(409, title, [{ status: 409, title, errors: { production_slots: title } }]);
  }
}

export async function bookProduction(
  tx: Tx,
  order: { id: number; customerId: number; currency: string },
  containers: readonly ContainerValue[],
  requested: ReadonlyMap<number, string>,
  now: Date,
): Promise<Booking[]> {
  if (containers.length === 0) return [];
  const brandIds = containers.map((c) => c.brandId).sort((a, b) => a - b);
  // One booking per factory at a time: the count of a slot and the booking that fills it
  // happen under the factory's lock, so two orders never take the same last place. NO KEY
  // UPDATE, not UPDATE: the order's containers, written before, hold a key share on the
  // factory's row (their foreign key), which UPDATE would wait on — two orders at once would
  // each wait for the other's (a deadlock); NO KEY UPDATE still excludes the other bookings.
  await tx
    .select({ id: s.brands.id })
    .from(s.brands)
    .where(inArray(s.brands.id, brandIds))
    .orderBy(asc(s.brands.id))
    .for('no key update');
  const terms = await factoryTerms(tx, brandIds);
  const bookings: Booking[] = [];
  for (const { brandId, value } of containers) {
    const factory = terms.get(brandId);
    if (!factory) throw new Error(`no factory ${String(brandId)}`);
    const booked = await bookedContainers(tx, brandId, now);
    const wanted = requested.get(brandId);
    const check = fullyBookedAs409(factory, () =>
      wanted === undefined ? undefined : checkSlot(factory.calendar, wanted, now, booked),
    );
    if (check && !check.open) throw slotGone(factory, check);
    const slot = check
      ? check.slot
      : fullyBookedAs409(factory, () => nextSlot(factory.calendar, now, booked).slot);
    const arrival = addDaysToDate(slot.departure, factory.calendar.transitDays);
    const proformaNumber = `PF-${String(order.id)}-${String(brandId)}`;
    await tx.insert(s.orderProduction).values({
      orderId: order.id,
      brandId,
      proformaNumber,
      slotKey: slot.key,
      cutoffAt: new Date(slot.cutoffAt),
      departurePlanned: slot.departure,
      arrivalPlanned: arrival,
      depositPercent: factory.terms.depositPercent,
      containerValue: value,
    });
    const instalments = paymentSchedule(value, factory.terms, {
      orderedOn: now.toISOString().slice(0, 10),
      departure: slot.departure,
    });
    await tx.insert(s.invoices).values(
      instalments.map((instalment) => ({
        invoiceNumber: `INV-${String(order.id)}-${String(brandId)}-${instalment.type === 'deposit' ? 'D' : 'B'}`,
        orderId: order.id,
        customerId: order.customerId,
        brandId,
        type: instalment.type,
        dueDate: instalment.dueDate,
        originalBalance: instalment.amount,
        openBalance: instalment.amount,
        currency: order.currency,
      })),
    );
    bookings.push({ brandId, slot, arrival, transitDays: factory.calendar.transitDays });
  }
  return bookings;
}

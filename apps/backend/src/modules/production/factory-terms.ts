// A factory's calendar and payment terms, and how full its slots are. Reads only: booking
// happens in book-production.ts, inside the order's transaction.
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import {
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_PRODUCTION_CALENDAR,
  addDaysToDate,
  type BookedContainers,
  type PaymentTerms,
  type ProductionCalendar,
} from '@shop/domain';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';

export interface FactoryTerms {
  brandId: number;
  name: string;
  calendar: ProductionCalendar;
  terms: PaymentTerms;
}

/**
 * The terms of these factories (unknown ids are left out). A factory that has not given
 * its own calendar works to the defaults.
 */
export async function factoryTerms(
  q: Db | Tx,
  brandIds: readonly number[],
): Promise<Map<number, FactoryTerms>> {
  if (brandIds.length === 0) return new Map();
  const rows = await q
    .select({ brand: s.brands, calendar: s.factoryCalendars })
    .from(s.brands)
    .leftJoin(s.factoryCalendars, eq(s.factoryCalendars.brandId, s.brands.id))
    .where(inArray(s.brands.id, [...brandIds]));
  return new Map(
    rows.map(({ brand, calendar: c }) => [
      brand.id,
      {
        brandId: brand.id,
        name: brand.name,
        calendar: c
          ? {
              timeZone: c.timeZone,
              cutoffWeekday: c.cutoffWeekday,
              cutoffTime: c.cutoffTime,
              leadTimeDays: c.leadTimeDays,
              transitDays: c.transitDays,
              containersPerSlot: c.containersPerSlot,
            }
          : DEFAULT_PRODUCTION_CALENDAR,
        terms: c
          ? {
              depositPercent: c.depositPercent,
              depositDueDays: c.depositDueDays,
              balanceDueDaysBeforeDeparture: c.balanceDueDaysBeforeDeparture,
            }
          : DEFAULT_PAYMENT_TERMS,
      },
    ]),
  );
}

/**
 * How many containers each coming slot of a factory holds, as of `now`. Slots keyed up to a
 * week back are counted too: a slot whose key has passed can still be the next one open.
 */
export async function bookedContainers(
  q: Db | Tx,
  brandId: number,
  now: Date,
): Promise<BookedContainers> {
  const fromKey = addDaysToDate(now.toISOString().slice(0, 10), -7);
  const rows = await q
    .select({ key: s.orderProduction.slotKey, containers: count() })
    .from(s.orderProduction)
    .where(and(eq(s.orderProduction.brandId, brandId), gte(s.orderProduction.slotKey, fromKey)))
    .groupBy(s.orderProduction.slotKey);
  const booked = new Map(rows.map((row) => [row.key, row.containers]));
  return (key) => booked.get(key) ?? 0;
}

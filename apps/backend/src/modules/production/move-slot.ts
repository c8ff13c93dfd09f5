// Staff confirm or move a factory's production slot for an order: its planned departure and
// arrival, the balance's due date and a new plan of its milestones follow, in one transaction.
import { and, eq } from 'drizzle-orm';
import { addDaysToDate, paymentSchedule, slotAt } from '@shop/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { factoryTerms } from './factory-terms';
import { publishPlan } from './planned-events';

export async function moveSlot(db: Db, orderId: number, brandId: number, slotKey: string) {
  return db.transaction(async (tx) => {
    const [production] = await tx
      .select()
      .from(s.orderProduction)
      .where(and(eq(s.orderProduction.orderId, orderId), eq(s.orderProduction.brandId, brandId)))
      .for('update');
    if (!production) throw notFound(`Order ${orderId} has no production at factory ${brandId}`);
    const factory = (await factoryTerms(tx, [brandId])).get(brandId);
    const slot = factory && slotAt(factory.calendar, slotKey);
    if (!factory || !slot)
      throw unprocessable(`No slot of this factory has its cut-off on ${slotKey}`, {
        slot_key: 'Must be a cut-off date of the factory',
      });
    const arrival = addDaysToDate(slot.departure, factory.calendar.transitDays);
    const [updated] = await tx
      .update(s.orderProduction)
      .set({
        slotKey: slot.key,
        cutoffAt: new Date(slot.cutoffAt),
        departurePlanned: slot.departure,
        arrivalPlanned: arrival,
      })
      .where(eq(s.orderProduction.id, production.id))
      .returning();
    const [, balance] = paymentSchedule(production.containerValue, factory.terms, {
      orderedOn: production.createdAt.toISOString().slice(0, 10),
      departure: slot.departure,
    });
    await tx
      .update(s.invoices)
      .set({ dueDate: balance.dueDate })
      .where(
        and(
          eq(s.invoices.orderId, orderId),
          eq(s.invoices.brandId, brandId),
          eq(s.invoices.type, 'balance'),
        ),
      );
    if (!updated) throw new Error('slot was not moved');
    const [box] = await tx
      .select()
      .from(s.orderContainers)
      .where(and(eq(s.orderContainers.orderId, orderId), eq(s.orderContainers.brandId, brandId)));
    if (box) await publishPlan(tx, box, slot.departure, factory.calendar.transitDays);
    return updated;
  });
}

// Staff confirm or move a factory's production slot for an order: its planned departure and
// arrival, the balance's due date and a new plan of its milestones follow, in one transaction,
// with the buyer's notice when the departure or arrival moved far enough (NOTICE_MOVED_DAYS).
import { and, eq } from 'drizzle-orm';
import { addDaysToDate, estimateMovedBeyond, paymentSchedule, slotAt } from '@shop/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { containerContext } from '../notices/container-context';
import { queueMoved } from '../notices/event-notices';
import type { NoticeSettings } from '../notices/settings';
import { factoryTerms } from './factory-terms';
import { publishPlan } from './planned-events';

export async function moveSlot(
  db: Db,
  orderId: number,
  brandId: number,
  slotKey: string,
  notices: NoticeSettings,
) {
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
    if (box) {
      await publishPlan(tx, box, slot.departure, factory.calendar.transitDays);
      const moves = [
        { which: 'departure' as const, was: production.departurePlanned, now: slot.departure },
        { which: 'arrival' as const, was: production.arrivalPlanned, now: arrival },
      ].filter((m) => estimateMovedBeyond(m.was, m.now, notices.movedDays));
      if (moves.length > 0) {
        const context = await containerContext(tx, box);
        for (const m of moves)
          await queueMoved(tx, context, m.which, m.was, m.now, 'plan', notices);
      }
    }
    return updated;
  });
}

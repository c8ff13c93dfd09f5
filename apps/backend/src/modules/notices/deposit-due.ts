// The deposits a buyer is reminded of: not paid and due by today. One notice per invoice, so
// a sweep every minute reminds once (the key), however long the deposit stays open.
import { and, asc, eq, lte, ne, notExists, sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '@shop/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { queueNotice } from './queue';
import type { NoticeSettings } from './settings';
import { depositDueText } from './texts';

/**
 * Queues a reminder for every open deposit due on `today`'s date (UTC) or before, in one
 * transaction; answers how many were new.
 */
export async function queueDueDeposits(
  db: Db,
  today: Date,
  settings: NoticeSettings,
): Promise<number> {
  const day = today.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        invoice: s.invoices,
        firstName: s.customers.firstName,
        email: s.customers.email,
        purchaseOrder: s.orders.costumerOrderNumber,
        factory: s.brands.name,
      })
      .from(s.invoices)
      .innerJoin(s.orders, eq(s.orders.id, s.invoices.orderId))
      .innerJoin(s.customers, eq(s.customers.id, s.invoices.customerId))
      .innerJoin(s.brands, eq(s.brands.id, s.invoices.brandId))
      .where(
        and(
          eq(s.invoices.type, 'deposit'),
          ne(s.invoices.status, INVOICE_STATUS.paid),
          lte(s.invoices.dueDate, day),
          // Reminded already: not read again every minute.
          notExists(
            tx
              .select({ id: s.containerNotices.id })
              .from(s.containerNotices)
              .where(
                eq(
                  s.containerNotices.noticeKey,
                  sql`'deposit-due:' || ${s.invoices.invoiceNumber}`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(s.invoices.id));
    let queued = 0;
    for (const { invoice, firstName, email, purchaseOrder, factory } of due) {
      const isNew = await queueNotice(tx, {
        customerId: invoice.customerId,
        email,
        orderId: invoice.orderId,
        kind: 'deposit-due',
        noticeKey: `deposit-due:${invoice.invoiceNumber}`,
        ...depositDueText(
          { ...invoice, purchaseOrder: purchaseOrder || null, factory },
          firstName,
          day,
          settings.storefrontUrl,
        ),
      });
      if (isNew) queued += 1;
    }
    return queued;
  });
}

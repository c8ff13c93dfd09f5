// A payment received against a deposit or balance invoice, recorded by staff once per client
// key: the invoice's open balance and status change in the same transaction as the record.
import { eq } from 'drizzle-orm';
import { formatCurrency, invoiceStatus, roundToCents } from '@shop/domain';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { invoiceJson } from './production-metafields';

export interface PaymentInput {
  amount: number;
  received_at: string;
  reference: string;
}

export function paymentJson(payment: typeof s.invoicePayments.$inferSelect) {
  return {
    id: payment.id,
    amount: payment.amount,
    received_at: payment.receivedAt.toISOString(),
    reference: payment.reference,
  };
}

export async function recordPayment(
  db: Db,
  invoiceNumber: string,
  input: PaymentInput,
  idempotencyKey: string,
) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(s.invoices)
      .where(eq(s.invoices.invoiceNumber, invoiceNumber))
      .for('update');
    if (!invoice) throw notFound(`Invoice ${invoiceNumber} not found`);
    const [earlier] = await tx
      .select()
      .from(s.invoicePayments)
      .where(eq(s.invoicePayments.idempotencyKey, idempotencyKey));
    if (earlier) {
      if (earlier.invoiceId !== invoice.id)
        throw unprocessable('This Idempotency-Key was already used for another invoice');
      return { replayed: true, payment: paymentJson(earlier), invoice: invoiceJson(invoice) };
    }
    if (input.amount > invoice.openBalance)
      throw unprocessable(
        `The payment is more than the open balance of ${formatCurrency(invoice.openBalance)}`,
        { amount: `At most ${formatCurrency(invoice.openBalance)}` },
      );
    const [payment] = await tx
      .insert(s.invoicePayments)
      .values({
        invoiceId: invoice.id,
        amount: input.amount,
        receivedAt: new Date(input.received_at),
        reference: input.reference,
        idempotencyKey,
      })
      .returning();
    const openBalance = roundToCents(invoice.openBalance - input.amount);
    const [updated] = await tx
      .update(s.invoices)
      .set({ openBalance, status: invoiceStatus(invoice.originalBalance, openBalance) })
      .where(eq(s.invoices.id, invoice.id))
      .returning();
    if (!payment || !updated) throw new Error('payment was not recorded');
    return { replayed: false, payment: paymentJson(payment), invoice: invoiceJson(updated) };
  });
}

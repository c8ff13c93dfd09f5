// What staff read of deposit and balance invoices, with the query names of B2B Edition's
// invoice list (`GET /ip/invoices`: customerId, orderNumber, status, limit, offset): to find
// what is open before recording a payment, and an invoice with the payments it received.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { notFound } from '../../http/errors';
import { invoiceJson } from './production-metafields';
import { paymentJson } from './record-payment';

export interface InvoiceFilters {
  customerId?: number | undefined;
  orderNumber?: number | undefined;
  status?: number | undefined;
  limit: number;
  offset: number;
}

export async function listInvoices(db: Db, filters: InvoiceFilters) {
  const conditions: SQL[] = [];
  if (filters.customerId !== undefined)
    conditions.push(eq(s.invoices.customerId, filters.customerId));
  if (filters.orderNumber !== undefined)
    conditions.push(eq(s.invoices.orderId, filters.orderNumber));
  if (filters.status !== undefined) conditions.push(eq(s.invoices.status, filters.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s.invoices)
      .where(where)
      .orderBy(asc(s.invoices.dueDate), asc(s.invoices.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ count: count() }).from(s.invoices).where(where),
  ]);
  return {
    data: rows.map((invoice) => ({ ...invoiceJson(invoice), customerId: invoice.customerId })),
    meta: {
      pagination: { totalCount: total?.count ?? 0, offset: filters.offset, limit: filters.limit },
    },
  };
}

export async function invoiceWithPayments(db: Db, invoiceNumber: string) {
  const [invoice] = await db
    .select()
    .from(s.invoices)
    .where(eq(s.invoices.invoiceNumber, invoiceNumber));
  if (!invoice) throw notFound(`Invoice ${invoiceNumber} not found`);
  const payments = await db
    .select()
    .from(s.invoicePayments)
    .where(eq(s.invoicePayments.invoiceId, invoice.id))
    .orderBy(asc(s.invoicePayments.receivedAt), asc(s.invoicePayments.id));
  return {
    ...invoiceJson(invoice),
    customerId: invoice.customerId,
    payments: payments.map(paymentJson),
  };
}

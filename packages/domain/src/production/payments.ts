import { z } from 'zod';
import { roundToCents } from '../currency';
import { addDaysToDate } from './calendar';

/**
 * A factory's payment terms for a container: a deposit that starts production, due
 * `depositDueDays` after the order, and the balance, due `balanceDueDaysBeforeDeparture`
 * before the container departs (never before the deposit).
 */
export const paymentTermsSchema = z.strictObject({
  depositPercent: z.number().min(0).max(100),
  depositDueDays: z.number().int().min(0).max(365),
  balanceDueDaysBeforeDeparture: z.number().int().min(0).max(365),
});
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** The commonest terms in the trade: 30 % within a week, the balance a week before loading. */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = {
  depositPercent: 30,
  depositDueDays: 7,
  balanceDueDaysBeforeDeparture: 7,
};

/** An instalment's type, as B2B Edition's invoice `details.type` would carry it. */
export type InstalmentType = 'deposit' | 'balance';

export interface Instalment {
  type: InstalmentType;
  amount: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
}

/**
 * The deposit and balance of a container worth `total`. The deposit is rounded to the cent
 * once and the balance is what is left, so the two always add up to the total.
 */
export function paymentSchedule(
  total: number,
  terms: PaymentTerms,
  dates: { orderedOn: string; departure: string },
): [Instalment, Instalment] {
  const deposit = roundToCents((total * terms.depositPercent) / 100);
  const depositDue = addDaysToDate(dates.orderedOn, terms.depositDueDays);
  const balanceDue = addDaysToDate(dates.departure, -terms.balanceDueDaysBeforeDeparture);
  return [
    { type: 'deposit', amount: deposit, dueDate: depositDue },
    {
      type: 'balance',
      // Cents minus cents: the subtraction only removes binary noise, it decides nothing.
      amount: roundToCents(total - deposit),
      dueDate: balanceDue < depositDue ? depositDue : balanceDue,
    },
  ];
}

/** B2B Edition's invoice statuses (`status`: 0 open, 1 partially paid, 2 paid). */
export const INVOICE_STATUS = { open: 0, partiallyPaid: 1, paid: 2 } as const;
export type InvoiceStatusCode = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatusCode, string> = {
  0: 'Open',
  1: 'Partially paid',
  2: 'Paid',
};

/** The status of an invoice from its original and open balance. */
export function invoiceStatus(originalBalance: number, openBalance: number): InvoiceStatusCode {
  if (openBalance <= 0) return INVOICE_STATUS.paid;
  return openBalance < originalBalance ? INVOICE_STATUS.partiallyPaid : INVOICE_STATUS.open;
}

/** B2B Edition's "Overdue" filter: still owed after its due date (`today`, `YYYY-MM-DD`). */
export function isOverdue(invoice: { openBalance: number; dueDate: string }, today: string) {
  return invoice.openBalance > 0 && invoice.dueDate < today;
}

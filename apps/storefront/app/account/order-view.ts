// What the account's order history shows of an order (one page per order shows the rest,
// order-detail.server.ts). behaviour.md#entities leaves
// the order fields open, so each is read on its own and a missing or odd one is left
// blank instead of failing the page.
import type { OrderSummary } from '@shop/api';
import { formatCurrency } from '@shop/domain';
import { z } from 'zod';

const text = z
  .union([z.string(), z.number()])
  .transform(String)
  .nullish()
  .catch(null)
  .transform((value) => value?.trim() ?? '');

const money = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .transform(Number)
  .nullish()
  .catch(null)
  .transform((value) => (value === null || value === undefined ? '' : formatCurrency(value)));

const date = text.transform((value) => {
  const parsed = value === '' ? Number.NaN : Date.parse(value);
  return Number.isNaN(parsed) ? value : new Date(parsed).toISOString().slice(0, 10);
});

const orderSchema = z.object({
  id: z.number(),
  date_created: date,
  status: text,
  costumer_order_number: text,
  total_inc_tax: money,
  items_total: text,
});

export type OrderRow = z.output<typeof orderSchema>;

export const toOrderRow = (order: OrderSummary): OrderRow => orderSchema.parse(order);

/** One line of an address: the filled parts joined with commas. */
export function addressLine(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

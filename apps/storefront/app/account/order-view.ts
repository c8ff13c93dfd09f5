// How the account's pages show an order of @shop/api's shape: the history's row, the date, an
// address's lines. The API checked the order; these only format it.
import type { Order } from '@shop/api';
import { formatCurrency } from '@shop/domain';

export interface OrderRow {
  id: number;
  /** `YYYY-MM-DD`. */
  date_created: string;
  status: string;
  costumer_order_number: string;
  /** Formatted, e.g. `$1,234.50`. */
  total_inc_tax: string;
  items_total: string;
  /** Who placed it, in the company's list; absent in the customer's own. */
  placed_by?: string;
}

/** An order's date as the account shows it: `YYYY-MM-DD`, or as the platform wrote it. */
export function orderDate(value: string): string {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? value : new Date(parsed).toISOString().slice(0, 10);
}

export const toOrderRow = (order: Order): OrderRow => ({
  id: order.id,
  date_created: orderDate(order.date_created),
  status: order.status,
  costumer_order_number: order.costumer_order_number,
  total_inc_tax: formatCurrency(order.total_inc_tax),
  items_total: String(order.items_total),
});

/** One line of an address: the filled parts joined with commas. */
export function addressLine(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

// The account's "Company orders": B2B Edition's `allOrders` with isShowMy "0" — every order of
// the customer's company, each with who placed it — for a role holding get_orders at company
// level (admin, senior buyer). The backend judges the role again on every call.
import { COMPANY_ORDER_SORTS, SHOW_MY_ORDERS, formatCurrency } from '@shop/domain';
import type { CompanyOrder } from '@shop/api/b2b';
import type { ApiCaller } from '../platform/api.server';
import type { Loaded } from './account-data.server';
import { errorLines } from './api-errors';
import { orderDate, type OrderRow } from './order-view';

/** How many of the company's orders the account lists, newest first. */
const COMPANY_ORDERS_SHOWN = 100;

/** `?orders=`: the customer's own orders (the default) or the company's. */
export type OrdersView = 'mine' | 'company';

export const ordersViewOf = (value: string | null): OrdersView =>
  value === 'company' ? 'company' : 'mine';

export const toCompanyOrderRow = (order: CompanyOrder): OrderRow => ({
  id: order.id,
  date_created: orderDate(new Date(order.createdAt * 1000).toISOString()),
  status: order.status,
  costumer_order_number: order.poNumber,
  total_inc_tax: formatCurrency(order.totalIncTax),
  items_total: String(order.items),
  placed_by: [order.firstName, order.lastName].filter(Boolean).join(' '),
});

export async function loadCompanyOrders({ api, token }: ApiCaller): Promise<Loaded<OrderRow>> {
  if (token === null) return { items: [], errors: [] };
  try {
    const page = await api.b2b.allOrders(
      {
        isShowMy: SHOW_MY_ORDERS.company,
        orderBy: COMPANY_ORDER_SORTS[1],
        first: COMPANY_ORDERS_SHOWN,
      },
      { token },
    );
    return { items: page.edges.map((edge) => toCompanyOrderRow(edge.node)), errors: [] };
  } catch (error) {
    return { items: [], errors: errorLines(error, "Loading the company's orders") };
  }
}

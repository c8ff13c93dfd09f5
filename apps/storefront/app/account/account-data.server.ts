// The lists of the account page, each loaded on its own: one that fails shows its error
// and leaves the rest of the page working.
import type { Address, ApiClient, Customer } from '@shop/api';
import { errorLines } from './api-errors';
import {
  toOrderProductRow,
  toOrderRow,
  toOrderShippingRow,
  type OrderProductRow,
  type OrderRow,
  type OrderShippingRow,
} from './order-view';

export interface Loaded<T> {
  items: T[];
  errors: string[];
}

async function loadList<T>(context: string, load: () => Promise<T[]>): Promise<Loaded<T>> {
  try {
    return { items: await load(), errors: [] };
  } catch (error) {
    return { items: [], errors: errorLines(error, context) };
  }
}

export function loadOrders(api: ApiClient, customer: Customer): Promise<Loaded<OrderRow>> {
  return loadList('Loading the orders', async () =>
    (await api.customers.orders(customer.id)).map(toOrderRow),
  );
}

export function loadAddresses(api: ApiClient, customer: Customer): Promise<Loaded<Address>> {
  return loadList('Loading the addresses', () => api.addresses.list(customer.id));
}

export interface OrderDetail {
  id: number;
  products: Loaded<OrderProductRow>;
  shipping: Loaded<OrderShippingRow>;
}

/** Products and shipping of one of the customer's orders (the backend checks the owner). */
export async function loadOrderDetail(api: ApiClient, orderId: number): Promise<OrderDetail> {
  const [products, shipping] = await Promise.all([
    loadList('Loading the order products', async () =>
      (await api.customers.orderProducts(orderId)).map(toOrderProductRow),
    ),
    loadList('Loading the order shipping', async () =>
      (await api.customers.orderShipping(orderId)).map(toOrderShippingRow),
    ),
  ]);
  return { id: orderId, products, shipping };
}

// The lists of the account page, each loaded on its own: one that fails shows its error
// and leaves the rest of the page working.
import type { Customer, CustomerAddress } from '@shop/api';
import type { ApiCaller } from '../platform/api.server';
import { errorLines } from './api-errors';
import { toOrderRow, type OrderRow } from './order-view';

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

export function loadOrders(
  { api, token }: ApiCaller,
  customer: Customer,
): Promise<Loaded<OrderRow>> {
  return loadList('Loading the orders', async () =>
    (await api.customers.orders(customer.id, { token })).map(toOrderRow),
  );
}

export function loadAddresses(
  { api, token }: ApiCaller,
  customer: Customer,
): Promise<Loaded<CustomerAddress>> {
  return loadList('Loading the addresses', () => api.addresses.list(customer.id, { token }));
}

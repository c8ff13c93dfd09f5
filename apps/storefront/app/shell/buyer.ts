// What the buyer layout's loader tells every page about the buyer, on every navigation:
// who is logged in, their cart and their saved wishlist. Read it with `useBuyer()`.
import { useRouteLoaderData } from 'react-router';
import type { CartState } from '../cart/cart-state';

export interface BuyerCustomer {
  id: number;
  firstName: string | null;
  /** The customer group's name (`RRP` sees 60 %), null when none. */
  group: string | null;
}

export interface BuyerData {
  /** A customer token is held (behaviour.md#states), even when the profile could not be read. */
  loggedIn: boolean;
  customer: BuyerCustomer | null;
  cart: CartState;
  /** The product ids on the customer's saved wishlist; null for guests (theirs stays in the browser). */
  wishlist: number[] | null;
  /**
   * The customer is a user of a B2B company, so the account's navigation links its company
   * page. Read on account pages only (elsewhere false): other pages show nothing of it.
   */
  company: boolean;
}

/** The buyer layout's route id (routes.ts). */
export const BUYER_ROUTE_ID = 'buyer';

const GUEST: BuyerData = {
  loggedIn: false,
  customer: null,
  cart: { status: 'empty' },
  wishlist: null,
  company: false,
};

/** The buyer of the current page (a guest outside the buyer layout, e.g. the root error page). */
export function useBuyer(): BuyerData {
  return useRouteLoaderData<BuyerData>(BUYER_ROUTE_ID) ?? GUEST;
}

// SPEC §4 login and logout in the browser, after the server has written (or expired) the
// cookies: the stores, the browser's API client and the full-page return to the login.
import type { ApiClient, Customer } from '@shop/api';
import { LOGIN_PATH, LOGOUT_DELAY_MS } from '@shop/domain';
import { readUserToken } from '../browser-api';
import { useAuthStore } from '../stores/auth';
import { useCartStore } from '../stores/cart';
import { mergeWishlistAtLogin } from '../wishlist/merge-at-login';

/**
 * Runs once a login succeeded: the browser's client sends the new token, the auth store
 * holds token and profile, and this browser's guest wishlist is merged into the customer's
 * (never throws). Product data needs no clearing here: it comes from route loaders, which
 * the login submission revalidates, so guest prices are never kept.
 */
export function completeLogin(api: ApiClient, customer: Customer): Promise<void> {
  const token = readUserToken();
  if (token === null) return Promise.resolve();
  api.setToken(token);
  useAuthStore.getState().setSession(token, customer);
  return mergeWishlistAtLogin(api, customer.id);
}

/**
 * Runs once the server ended the session: customer, token and cart are forgotten (the
 * cookies already went with the server's answer), then about one second later a
 * full-page load of the login page replaces this history entry. Returns a cancel.
 */
export function completeLogout(api: ApiClient): () => void {
  api.clearToken();
  useAuthStore.getState().clear();
  useCartStore.getState().clearCart();
  const timer = window.setTimeout(() => {
    window.location.replace(LOGIN_PATH);
  }, LOGOUT_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
  };
}

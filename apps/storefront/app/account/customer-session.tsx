import type { Customer } from '@shop/api';
import type { HeaderCustomer } from '@shop/ui/navigation';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readUserToken, useBrowserApi } from '../browser-api';
import { useAuthStore } from '../stores/auth';

/**
 * SPEC §2 "on every navigation the customer profile is loaded if a token exists and no
 * customer is held". The root loader reads the profile on the server when it can
 * (`serverCustomer`), which seeds the auth store; only without it does the browser ask.
 * Renders nothing; lives inside the site shell's API provider.
 */
export function CustomerSession({ serverCustomer }: { serverCustomer: Customer | null }) {
  const api = useBrowserApi();
  const location = useLocation();

  useEffect(() => {
    const store = useAuthStore.getState();
    const token = readUserToken();
    if (token === null) {
      if (store.token !== null || store.customer !== null) store.clear();
      return;
    }
    if (api.getToken() !== token) api.setToken(token);
    if (serverCustomer !== null) {
      if (store.customer !== serverCustomer || store.token !== token)
        store.setSession(token, serverCustomer);
      return;
    }
    if (store.token !== token) store.setSession(token, null);
    if (useAuthStore.getState().customer !== null) return;
    let current = true;
    api.customers
      .profile()
      .then((customer) => {
        if (current && readUserToken() === token) useAuthStore.getState().setCustomer(customer);
      })
      .catch((error: unknown) => {
        // SPEC §8: a failed profile fetch leaves no customer and is only logged.
        console.error('Profile fetch failed', error);
      });
    return () => {
      current = false;
    };
  }, [api, location.key, serverCustomer]);

  return null;
}

/**
 * The customer the header greets: the server's (so hydration matches the server's HTML),
 * or the store's copy of the same customer once it is newer (a saved profile); the store's
 * alone when the server could not read the profile.
 */
export function useHeaderCustomer(serverCustomer: Customer | null): HeaderCustomer | null {
  const held = useAuthStore((state) => state.customer);
  const customer =
    serverCustomer === null ? held : held?.id === serverCustomer.id ? held : serverCustomer;
  return customer ? { firstName: customer.first_name ?? null } : null;
}

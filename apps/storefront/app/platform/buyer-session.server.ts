// The buyer's session for one request, shared by every loader and action through React
// Router's middleware context: the customer token (the HttpOnly user-token cookie), the
// cart id (the cartId cookie), one @shop/api client whose calls carry that token, and the
// profile read at most once. A loader or action that starts or forgets a cart says so here; the
// middleware writes the cookie on whatever response the request ends with.
import type { ApiClient, Customer } from '@shop/api';
import { CART_ID_COOKIE, isLoggedIn, USER_TOKEN_COOKIE } from '@shop/domain';
import { parseCookie } from 'cookie';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { cartIdCookie } from './cart-cookie';
import { secureCookie } from './session-cookies.server';
import { serverApi, type ApiCaller } from './api.server';

export interface BuyerSession extends ApiCaller {
  /** The customer token, or null for a guest. Never sent to the browser. */
  readonly token: string | null;
  readonly loggedIn: boolean;
  /** The stored cart id, or null (no cart yet, or it was forgotten in this request). */
  readonly cartId: string | null;
  /** This request's client; pass `{ token }` to the calls made for the customer. */
  readonly api: ApiClient;
  /** The logged-in customer, read once per request; null for guests and when it fails. */
  customer(): Promise<Customer | null>;
  /** Remembers (or, with null, forgets) the cart for this and later requests. */
  setCartId(id: string | null): void;
  /** Reads `key` once for this request, however many loaders ask (e.g. the cart). */
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
}

export const buyerSessionContext = createContext<BuyerSession>();

/** The session the middleware opened for this request. */
export function buyerSession(context: Readonly<RouterContextProvider>): BuyerSession {
  return context.get(buyerSessionContext);
}

function openSession(request: Request): BuyerSession & { cookies(): string[] } {
  const cookies = parseCookie(request.headers.get('Cookie') ?? '');
  const stored = cookies[USER_TOKEN_COOKIE];
  const token = isLoggedIn(stored) && stored ? stored : null;
  // Built when a loader first calls the backend: a guest's page answered from the shared
  // reads (catalogue-reads.server.ts) never does, so it signs no shopper address for a client
  // it would not use.
  let client: ApiClient | undefined;
  const api = () => (client ??= serverApi());
  let cartId = cookies[CART_ID_COOKIE]?.trim() || null;
  let cartChanged = false;
  let profile: Promise<Customer | null> | undefined;
  const reads = new Map<string, Promise<unknown>>();
  return {
    token,
    loggedIn: token !== null,
    get cartId() {
      return cartId;
    },
    get api() {
      return api();
    },
    customer() {
      profile ??=
        token === null
          ? Promise.resolve(null)
          : api()
              .customers.profile({ token })
              .catch((error: unknown) => {
                // behaviour.md#errors: a failed profile fetch returns null and is logged.
                console.error('Profile fetch failed', error);
                return null;
              });
      return profile;
    },
    setCartId(id) {
      if (id === cartId) return;
      cartId = id;
      cartChanged = true;
    },
    once<T>(key: string, read: () => Promise<T>): Promise<T> {
      let pending = reads.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = read();
        reads.set(key, pending);
      }
      return pending;
    },
    cookies: () => (cartChanged ? [cartIdCookie(cartId, secureCookie(request))] : []),
  };
}

/**
 * Root middleware: opens the session, then writes the cart cookie the request changed. Every
 * page carries the buyer's own cart and name once they have a session or a cart, so such an
 * answer is never kept by a shared cache.
 */
export const buyerSessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const session = openSession(request);
  context.set(buyerSessionContext, session);
  const response = await next();
  for (const cookie of session.cookies()) response.headers.append('Set-Cookie', cookie);
  if (session.loggedIn || session.cartId !== null || session.cookies().length > 0)
    response.headers.set('Cache-Control', 'private, no-store');
  return response;
};

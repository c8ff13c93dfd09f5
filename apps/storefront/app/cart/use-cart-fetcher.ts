// Cart writes from the page: each through a fetcher posting to the /cart action, so the page
// stays put, the buyer layout revalidates (badge, panel, builder) and the pending form data
// gives the optimistic state.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher, useFetchers } from 'react-router';
import { CART_PATH } from './cart-paths';
import type { CartActionData, CartActionResult } from './cart-state';

/** Every cart fetcher's key starts so: the "updating" state looks for them. */
const KEY_PREFIX = 'cart:';

export function cartFetcherKey(name: string): string {
  return `${KEY_PREFIX}${name}`;
}

export type CartFields = Record<string, string | number>;

/** A fetcher for one part of the cart (a line, an add button), and its submit. */
export function useCartFetcher(name: string) {
  const fetcher = useFetcher<CartActionData>({ key: cartFetcherKey(name) });
  const submit = (fields: CartFields) =>
    fetcher.submit(
      Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
      { method: 'post', action: CART_PATH },
    );
  return { fetcher, submit };
}

/** The "updating" flag of behaviour.md#cart-states: true while any cart write is on its way. */
export function useCartUpdating(): boolean {
  return useFetchers().some(
    (fetcher) => fetcher.key.startsWith(KEY_PREFIX) && fetcher.state !== 'idle',
  );
}

/** The quantity a line is about to have (a pending update), 0 while it is being removed. */
export function usePendingQuantity(lineId: string): number | null {
  const pending = useFetchers().find(
    (fetcher) => fetcher.key === cartFetcherKey(`line:${lineId}`) && fetcher.formData,
  )?.formData;
  if (!pending) return null;
  if (pending.get('intent') === 'remove') return 0;
  const quantity = Number(pending.get('quantity'));
  return Number.isSafeInteger(quantity) ? quantity : null;
}

/** Calls `onResult` once for each answer the fetcher gets. */
export function useCartResult(
  data: { result: CartActionResult } | undefined,
  onResult: (result: CartActionResult) => void,
): void {
  const seen = useRef(data);
  const report = useEffectEvent((result: CartActionResult) => {
    onResult(result);
  });
  useEffect(() => {
    if (data === undefined || data === seen.current) return;
    seen.current = data;
    report(data.result);
  }, [data]);
}

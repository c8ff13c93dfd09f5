import type { CartPanelProps } from '@shop/ui/cart';
import { Toast } from '@shop/ui/toast';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrowserApi } from '../browser-api';
import { useAuthStore } from '../stores/auth';
import { useCartStore } from '../stores/cart';
import { useOpenedOnce } from '../use-opened-once';

const loadPanel = () => import('./cart-panel-host');
const CartPanelHost = lazy(loadPanel);

/**
 * SPEC §2 guards: on every navigation the cart modal closes first and the cart is read
 * again from the stored id (another tab, an order placed, a cart that expired).
 */
export function useCartRestore(): void {
  const api = useBrowserApi();
  const { pathname, search } = useLocation();
  useEffect(() => {
    useCartStore.getState().setPanelOpen(false);
    // A refusal belongs to the page it happened on.
    useCartStore.getState().clearOverCapacity();
    void useCartStore.getState().restore(api);
  }, [api, pathname, search]);
}

/** The customer group the cart is priced for: the cart's own, else the profile's. */
export function useCustomerGroup(): string | null {
  const profileGroup = useAuthStore((state) => state.customer?.group?.name ?? null);
  const cartGroup = useCartStore((state) => state.cart?.customerGroup ?? null);
  return cartGroup || profileGroup;
}

export type RenderLink = NonNullable<CartPanelProps['renderLink']>;

/**
 * The cart's toast, and the cart modal from its first opening on (loaded then; a cart with
 * lines loads it ahead, as the buyer is likely to open it).
 */
export function CartHost({ renderLink }: { renderLink: RenderLink }) {
  useCartRestore();
  const open = useCartStore((state) => state.panelOpen);
  const hasLines = useCartStore((state) => (state.cart?.lines.length ?? 0) > 0);
  const notice = useCartStore((state) => state.notice);
  const { dismissNotice } = useCartStore.getState();
  const wanted = useOpenedOnce(open);
  useEffect(() => {
    if (hasLines) void loadPanel();
  }, [hasLines]);

  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <CartPanelHost renderLink={renderLink} />
        </Suspense>
      )}
      <Toast
        open={notice !== null}
        message={notice?.message ?? ''}
        type={notice?.type ?? 'error'}
        onClose={dismissNotice}
      />
    </>
  );
}

import type { CartPanelProps } from '@shop/ui/cart';
import { Toast } from '@shop/ui/toast';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBuyer } from '../shell/buyer';
import { useOpenedOnce } from '../shell/use-opened-once';
import { useCartUi } from './cart-ui';

const loadPanel = () => import('./cart-panel-host');
const CartPanelHost = lazy(loadPanel);

export type RenderLink = NonNullable<CartPanelProps['renderLink']>;

/**
 * The cart's toast, and the cart modal from its first opening on (loaded then; a cart with
 * lines loads it ahead, as the buyer is likely to open it). behaviour.md#guards: on every navigation
 * the cart modal closes first (the cart itself is read again by the buyer layout).
 */
export function CartHost({ renderLink }: { renderLink: RenderLink }) {
  const { pathname, search } = useLocation();
  const buyer = useBuyer();
  const open = useCartUi((state) => state.panelOpen);
  const notice = useCartUi((state) => state.notice);
  const dismissNotice = useCartUi((state) => state.dismissNotice);
  const hasLines = buyer.cart.status === 'ready' && buyer.cart.cart.lines.length > 0;
  const wanted = useOpenedOnce(open);
  useEffect(() => {
    const ui = useCartUi.getState();
    ui.setPanelOpen(false);
    // A refusal belongs to the page it happened on.
    ui.setOverCapacity(false);
  }, [pathname, search]);
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

import { isLoggedIn } from '@shop/domain';
import { CartPanel, type CartPanelProps } from '@shop/ui/cart';
import { Toast } from '@shop/ui/toast';
import { useEffect } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useBrowserApi } from '../browser-api';
import type { loader as rootLoader } from '../root';
import { useAuthStore } from '../stores/auth';
import { useCartStore } from '../stores/cart';
import { payableTotals } from './cart-view';
import { cartContainerFills } from './container-fills';
import { brandLabel, useBrandNames } from './use-brands';

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

type RenderLink = NonNullable<CartPanelProps['renderLink']>;

/** Cart images are backend paths (`/images/…`): the browser loads them from the backend. */
function useAssetUrl(): (path: string | null) => string | null {
  const base = useRouteLoaderData<typeof rootLoader>('root')?.config.assetBaseUrl ?? '';
  return (path) => {
    if (path === null || path.trim() === '') return null;
    if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
    return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  };
}

/** The cart modal and the cart's toast, fed by the cart store. */
export function CartHost({ renderLink }: { renderLink: RenderLink }) {
  useCartRestore();
  const api = useBrowserApi();
  const cart = useCartStore((state) => state.cart);
  const metafields = useCartStore((state) => state.metafields);
  const open = useCartStore((state) => state.panelOpen);
  const updating = useCartStore((state) => state.updating);
  const overCapacity = useCartStore((state) => state.overCapacity);
  const notice = useCartStore((state) => state.notice);
  const { setPanelOpen, updateQuantity, remove, dismissNotice } = useCartStore.getState();
  const loggedIn = isLoggedIn(useAuthStore((state) => state.token));
  const group = useCustomerGroup();
  const isContainer = cart?.isContainer ?? false;
  const names = useBrandNames(api, isContainer && open);
  const assetUrl = useAssetUrl();

  const fills = cart && isContainer ? cartContainerFills(cart, metafields) : [];
  return (
    <>
      <CartPanel
        open={open}
        onOpenChange={setPanelOpen}
        lines={(cart?.lines ?? []).map((line) => ({
          id: line.id,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          listPrice: line.listPrice,
          imageUrl: assetUrl(line.imageUrl),
          lineTotal: line.lineTotal,
        }))}
        subtotal={cart?.subtotal ?? 0}
        total={cart?.total ?? 0}
        taxes={cart ? payableTotals(cart, group).taxes : 0}
        customerGroup={group}
        loggedIn={loggedIn}
        updating={updating}
        container={
          isContainer
            ? {
                containersTotal: fills.length,
                overCapacity,
                // SPEC §2: the container builder is the cart route of a container cart.
                builderHref: '/container/build',
                fills: fills.map((fill) => ({
                  ...fill,
                  brandName: brandLabel(names, fill.brandId),
                })),
              }
            : null
        }
        onQuantityChange={(lineId, quantity) => {
          void updateQuantity(api, lineId, quantity);
        }}
        onRemove={(lineId) => {
          void remove(api, lineId);
        }}
        checkoutHref="/checkout"
        renderLink={renderLink}
      />
      <Toast
        open={notice !== null}
        message={notice?.message ?? ''}
        type={notice?.type ?? 'error'}
        onClose={dismissNotice}
      />
    </>
  );
}

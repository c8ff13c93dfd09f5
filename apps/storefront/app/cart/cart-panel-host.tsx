import { isLoggedIn } from '@shop/domain';
import { CartPanel } from '@shop/ui/cart';
import { useRouteLoaderData } from 'react-router';
import { useBrowserApi } from '../browser-api';
import type { loader as rootLoader } from '../root';
import { useAuthStore } from '../stores/auth';
import { useCartStore } from '../stores/cart';
import { useCustomerGroup, type RenderLink } from './cart-host';
import { payableTotals } from './cart-view';
import { cartContainerFills } from './container-fills';
import { brandLabel, useBrandNames } from './use-brands';

// The cart modal, fed by the cart store. Loaded on the first open (cart-host.tsx): with
// its dialog and quantity rules it is about 20 kB gzip no page needs before that.

/** Cart images are backend paths (`/images/…`): the browser loads them from the backend. */
function useAssetUrl(): (path: string | null) => string | null {
  const base = useRouteLoaderData<typeof rootLoader>('root')?.config.assetBaseUrl ?? '';
  return (path) => {
    if (path === null || path.trim() === '') return null;
    if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
    return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  };
}

/** The cart panel with the store's cart, open or closed as the store says. */
export default function CartPanelHost({ renderLink }: { renderLink: RenderLink }) {
  const api = useBrowserApi();
  const cart = useCartStore((state) => state.cart);
  const metafields = useCartStore((state) => state.metafields);
  const open = useCartStore((state) => state.panelOpen);
  const updating = useCartStore((state) => state.updating);
  const overCapacity = useCartStore((state) => state.overCapacity);
  const { setPanelOpen, updateQuantity, remove } = useCartStore.getState();
  const loggedIn = isLoggedIn(useAuthStore((state) => state.token));
  const group = useCustomerGroup();
  const isContainer = cart?.isContainer ?? false;
  const names = useBrandNames(api, isContainer && open);
  const assetUrl = useAssetUrl();

  const fills = cart && isContainer ? cartContainerFills(cart, metafields) : [];
  return (
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
  );
}

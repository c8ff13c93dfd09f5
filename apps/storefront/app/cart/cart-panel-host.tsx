import { useBlocks } from '@shop/cms-blocks';
import { CART_LINE_QUANTITY_MAX } from '@shop/domain';
import { CartPanel, type CartPanelProps } from '@shop/ui/cart';
import { useBuyer } from '../shell/buyer';
import { CartLineRow } from './cart-line-row';
import { CHECKOUT_PATH, CONTAINER_BUILD_PATH } from './cart-paths';
import { useCartUi } from './cart-ui';
import { CartUnavailable } from './cart-unavailable';
import { cartLineItem, payableTotals } from './cart-view';
import { useCartUpdating } from './use-cart-fetcher';

export type RenderLink = NonNullable<CartPanelProps['renderLink']>;

// The cart modal, drawn from the cart the server read for this page. Loaded on the first
// open (cart-host.tsx): with its dialog and quantity rules it is about 20 kB gzip no page
// needs before that.

/** The cart panel, open or closed as the cart's UI state says. */
export default function CartPanelHost({ renderLink }: { renderLink: RenderLink }) {
  const buyer = useBuyer();
  const open = useCartUi((state) => state.panelOpen);
  const setPanelOpen = useCartUi((state) => state.setPanelOpen);
  const overCapacity = useCartUi((state) => state.overCapacity);
  const updating = useCartUpdating();
  const { assetBaseUrl } = useBlocks();
  const state = buyer.cart;
  const cart = state.status === 'ready' ? state.cart : null;
  const group = cart?.customerGroup || buyer.customer?.group || null;
  const items = (cart?.lines ?? []).map((line) => cartLineItem(line, assetBaseUrl));
  return (
    <CartPanel
      open={open}
      onOpenChange={setPanelOpen}
      lines={items}
      subtotal={cart?.subtotal ?? 0}
      total={cart?.total ?? 0}
      taxes={cart ? payableTotals(cart, group).taxes : 0}
      customerGroup={group}
      loggedIn={buyer.loggedIn}
      updating={updating}
      unavailable={state.status === 'unavailable' ? <CartUnavailable /> : undefined}
      quantityMax={CART_LINE_QUANTITY_MAX}
      container={
        cart?.isContainer && state.status === 'ready'
          ? {
              containersTotal: state.containers.length,
              overCapacity,
              // behaviour.md#routes: the container builder is the cart route of a container cart.
              builderHref: CONTAINER_BUILD_PATH,
              fills: state.containers,
            }
          : null
      }
      renderLine={(item) => {
        const line = cart?.lines.find((candidate) => candidate.id === item.id);
        return line ? <CartLineRow line={line} customerGroup={group} updating={updating} /> : null;
      }}
      // Every line is a CartLineRow with its own fetcher; these only satisfy the props.
      onQuantityChange={() => undefined}
      onRemove={() => undefined}
      checkoutHref={CHECKOUT_PATH}
      renderLink={renderLink}
    />
  );
}

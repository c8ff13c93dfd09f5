// /cart: the action every cart write posts to (add, update, remove, the non-container
// replacement, the container type), and the cart page — what the header's cart opens
// without JavaScript, and where a plain form post lands.
import { safeReturnPath } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { CartSummary, ContainerGauge } from '@shop/ui/cart';
import { ConfirmPanel } from '@shop/ui/confirm-dialog';
import { FormAlert } from '@shop/ui/form';
import { data, redirect } from 'react-router';
import { AppLink, renderLink } from '../shell/app-link';
import { AddRefusal } from './add-to-cart';
import { readCommand, runCartCommand } from './cart-actions.server';
import { CartLineRow } from './cart-line-row';
import { CART_PATH, CHECKOUT_PATH, CONTAINER_BUILD_PATH } from './cart-paths';
import type { CartActionData, CartActionResult, CartRetry } from './cart-state';
import { CartUnavailable } from './cart-unavailable';
import { payableTotals } from './cart-view';
import { useCartUpdating } from './use-cart-fetcher';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import { useBuyer } from '../shell/buyer';
import cartStyles from './cart.css?url';
import type { Route } from './+types/cart.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: cartStyles, precedence: 'default' },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'My cart',
    description: 'The products in your cart, their quantities and totals.',
    keywords: ['cart', 'order', 'trade'],
  });

// A question is not a failure: the buyer is asked, nothing is refused.
const STATUS: Record<Exclude<CartActionResult, { ok: true }>['reason'], number> = {
  confirm: 200,
  'over-capacity': 409,
  'insufficient-stock': 422,
  invalid: 400,
  'signed-out': 401,
  unavailable: 503,
};

/** A page of this site to go back to after a plain form post; the cart page otherwise. */
const returnPath = (form: FormData): string => safeReturnPath(form.get('return_to'), CART_PATH);

/** What a refused add needs to be asked again with the buyer's Yes. */
function retryOf(form: FormData): CartRetry {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    product_id: field('product_id'),
    variant_id: field('variant_id'),
    quantity: field('quantity'),
    from: field('from'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const command = readCommand(form);
  const result = 'ok' in command ? command : await runCartCommand(buyerSession(context), command);
  // A fetcher (JavaScript) asks for `/cart.data` and gets the answer as data. A plain form
  // post (no JavaScript yet) is redirected after a write, so a reload does not post again.
  const plainPost = !new URL(request.url).pathname.endsWith('.data');
  if (result.ok && plainPost) return redirect(returnPath(form));
  return data<CartActionData>(
    { result, retry: !result.ok && result.reason === 'confirm' ? retryOf(form) : null },
    { status: result.ok ? 200 : STATUS[result.reason] },
  );
}

/** The question of behaviour.md#cart-states, asked on the page when the add came without JavaScript. */
function NonContainerQuestion({ message, retry }: { message: string; retry: CartRetry }) {
  return (
    <ConfirmPanel message={message}>
      <form method="post" action={CART_PATH} className="ui-confirm-panel__answers">
        <input type="hidden" name="intent" value="replace-with-container" />
        <input type="hidden" name="product_id" value={retry.product_id} />
        <input type="hidden" name="variant_id" value={retry.variant_id} />
        <input type="hidden" name="quantity" value={retry.quantity} />
        <Button type="submit">Yes</Button>
        <Button asChild variant="secondary">
          <a href={safeReturnPath(retry.from, '/shop-all/')}>No</a>
        </Button>
      </form>
    </ConfirmPanel>
  );
}

export default function CartPage({ actionData }: Route.ComponentProps) {
  const buyer = useBuyer();
  const updating = useCartUpdating();
  const state = buyer.cart;
  const cart = state.status === 'ready' ? state.cart : null;
  const group = cart?.customerGroup || buyer.customer?.group || null;
  const refusal = actionData && !actionData.result.ok ? actionData.result : null;
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">
        {cart && cart.lines.length > 0 ? `My cart (${String(cart.lines.length)})` : 'My cart'}
      </h1>
      {refusal && actionData?.retry ? (
        <NonContainerQuestion message={refusal.message} retry={actionData.retry} />
      ) : refusal?.reason === 'over-capacity' ? (
        <AddRefusal
          control={{ refusal: refusal.message, refusalReason: refusal.loadPlan ?? null }}
          className="cart-page__refusal"
        />
      ) : refusal ? (
        <FormAlert type="error" messages={[refusal.message]} />
      ) : null}
      {state.status === 'unavailable' ? (
        <div role="status">
          <CartUnavailable />
        </div>
      ) : cart === null || cart.lines.length === 0 ? (
        <p>
          No cart items. <AppLink to="/shop-all/">Browse the catalogue</AppLink>
        </p>
      ) : (
        <div className="cart-page__body">
          {cart.isContainer && state.status === 'ready' ? (
            <div className="cart-page__containers">
              <ContainerGauge containers={state.containers} />
              <AppLink to={CONTAINER_BUILD_PATH}>Build your container</AppLink>
            </div>
          ) : null}
          <ul className="ui-cart-lines" aria-label="Cart items" aria-busy={updating || undefined}>
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} customerGroup={group} updating={updating} />
            ))}
          </ul>
          <CartSummary
            subtotal={cart.subtotal}
            taxes={payableTotals(cart, group).taxes}
            total={cart.total}
            customerGroup={group}
            containersTotal={
              cart.isContainer && state.status === 'ready' ? state.containers.length : null
            }
            loggedIn={buyer.loggedIn}
            updating={updating}
            checkoutHref={CHECKOUT_PATH}
            renderLink={renderLink}
          />
        </div>
      )}
    </section>
  );
}

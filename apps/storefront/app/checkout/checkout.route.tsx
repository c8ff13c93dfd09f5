import { ADJUST_CONTAINER_PROMPT } from '@shop/domain';
import { AppLink } from '../shell/app-link';
import { CONTAINER_BUILD_PATH } from '../cart/cart-paths';
import { CartUnavailable } from '../cart/cart-unavailable';
import { CheckoutForm } from './checkout-form';
import { OrderResend } from './order-resend';
import { loadCheckout, placeOrder } from './checkout.server';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import type { Route } from './+types/checkout.route';
import checkoutStyles from './checkout.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStyles, precedence: 'default' },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Checkout',
    description: 'Addresses, order number and notes, then place your order.',
    keywords: ['checkout', 'order', 'container'],
  });

// The guard (root middleware) already sent guests to /; this reads the customer with the
// token of the user-token cookie, so nobody sees another customer's addresses or cart.
export function loader({ context }: Route.LoaderArgs) {
  return loadCheckout(buyerSession(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return placeOrder(request, buyerSession(context));
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="checkout">
      <h1>Checkout</h1>
      {actionData && actionData.errors.form.length > 0 ? (
        // behaviour.md#errors: the server's answer to a refused order, shown as it came.
        <div role="alert" className="checkout-form__errors">
          {actionData.errors.form.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {actionData.errors.adjustContainer ? (
            <p>
              <AppLink to={CONTAINER_BUILD_PATH}>{ADJUST_CONTAINER_PROMPT}</AppLink>
            </p>
          ) : null}
        </div>
      ) : null}
      {loaderData.state === 'signed-out' ? (
        <p>
          Your session has ended. <AppLink to="/account/login">Log in</AppLink> to check out.
        </p>
      ) : loaderData.cartUnavailable ? (
        <CartUnavailable />
      ) : actionData?.resend && (!loaderData.cart || loaderData.cart.lines.length === 0) ? (
        <OrderResend
          values={actionData.values}
          idempotencyKey={actionData.resend.idempotencyKey}
          cartId={actionData.resend.cartId}
        />
      ) : !loaderData.cart || loaderData.cart.lines.length === 0 ? (
        <p>
          No cart items. <AppLink to="/shop-all/">Browse the catalogue</AppLink>
        </p>
      ) : (
        <CheckoutForm
          key={actionData?.resend?.idempotencyKey ?? loaderData.idempotencyKey}
          addresses={loaderData.addresses}
          cart={loaderData.cart}
          customerGroup={loaderData.cart.customerGroup ?? loaderData.customer.group}
          // An order whose answer was lost keeps its key, so the next submit cannot place a second.
          idempotencyKey={actionData?.resend?.idempotencyKey ?? loaderData.idempotencyKey}
          slots={loaderData.slots}
          result={actionData ?? null}
        />
      )}
    </section>
  );
}

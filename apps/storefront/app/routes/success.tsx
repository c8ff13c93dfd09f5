import { StoryblokBlocks } from '@shop/cms-blocks';
import { formatCurrency } from '@shop/domain';
import { useEffect } from 'react';
import { serverApi } from '../api.server';
import { loadPlacedOrder } from '../checkout/checkout.server';
import { loadPageStory } from '../content.server';
import { pageMeta } from '../seo';
import { useCartStore } from '../stores/cart';
import type { Route } from './+types/success';
import checkoutStyles from '../checkout/checkout.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStyles, precedence: 'default' },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Order placed',
    description: 'Your order has been placed.',
    keywords: ['order', 'confirmation'],
  });

/** The placed order (the customer's own only) and the order confirmation story. */
export async function loader({ request }: Route.LoaderArgs) {
  const [order, story] = await Promise.all([
    loadPlacedOrder(request),
    loadPageStory(serverApi(), 'success').catch((error: unknown) => {
      // The editorial part is optional: the order number still shows without it.
      console.error('Order confirmation content could not be read', error);
      return null;
    }),
  ]);
  return { order, content: story?.content ?? null };
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { order, content } = loaderData;
  // The order consumed the cart (its cookie was expired with the redirect here).
  useEffect(() => {
    if (order !== null) useCartStore.getState().clearCart();
  }, [order]);
  return (
    <section className="order-success">
      {order === null ? (
        <p role="status">We could not find that order in your account.</p>
      ) : (
        <div className="order-success__summary" role="status">
          <p>
            Order number <strong data-testid="order-number">{order.id}</strong>
          </p>
          {order.customerOrderNumber ? <p>Your reference: {order.customerOrderNumber}</p> : null}
          {order.total === null ? null : <p>Total (Incl. tax): {formatCurrency(order.total)}</p>}
        </div>
      )}
      {content === null ? <h1>Order placed</h1> : <StoryblokBlocks blocks={content} />}
    </section>
  );
}

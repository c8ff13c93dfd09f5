import { OrderSummaryContext, StoryblokBlocks } from '@shop/cms-blocks';
import { formatCurrency } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { AppLink } from '../shell/app-link';
import { loadPlacedOrder } from './checkout.server';
import { loadPageStory } from '../content/page-story.server';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import type { Route } from './+types/success.route';
import checkoutStyles from './checkout.css?url';

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
export async function loader({ request, context }: Route.LoaderArgs) {
  const [order, story] = await Promise.all([
    loadPlacedOrder(request, buyerSession(context)),
    loadPageStory('success').catch((error: unknown) => {
      // The editorial part is optional: the order number still shows without it.
      console.error('Order confirmation content could not be read', error);
      return null;
    }),
  ]);
  return { order, content: story?.content ?? null };
}

/** Whether the story has the block that shows the order under its title. */
function hasConfirmationBlock(content: unknown): boolean {
  const body = (content as { body?: unknown } | null)?.body;
  return (
    Array.isArray(body) &&
    body.some(
      (block) =>
        (block as { component?: unknown } | null)?.component === 'order_confirmation_content',
    )
  );
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { order, content } = loaderData;
  const summary =
    order === null ? (
      <p role="status" className="order-success__summary">
        We could not find that order in your account.
      </p>
    ) : (
      <div className="order-success__summary" role="status">
        <p>
          Order number <strong data-testid="order-number">{order.id}</strong>
        </p>
        {order.customerOrderNumber ? <p>Your reference: {order.customerOrderNumber}</p> : null}
        <p>Total (Incl. tax): {formatCurrency(order.total)}</p>
        <p className="order-success__links">
          <Button asChild variant="secondary" size="sm">
            <AppLink to={`/account/orders/${String(order.id)}`}>View the order</AppLink>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <a href={`/account/orders/${String(order.id)}/document.pdf`} download>
              Order document (PDF)
            </a>
          </Button>
        </p>
      </div>
    );
  // The heading comes first, then the order, then what happens next: the order
  // confirmation block shows the summary under its own title; without one, the page has its own.
  return (
    <section className="order-success">
      {content !== null && hasConfirmationBlock(content) ? (
        <OrderSummaryContext value={summary}>
          <StoryblokBlocks blocks={content} />
        </OrderSummaryContext>
      ) : (
        <>
          <h1>Order placed</h1>
          {summary}
          {content === null ? null : <StoryblokBlocks blocks={content} />}
        </>
      )}
    </section>
  );
}

// GET /container/build/{brandId}/load-plan.pdf: the printable load plan of one factory's
// container in the buyer's own cart (behaviour.md#load-plans). The cart is the session's (its id from the
// cartId cookie, read with the buyer's token), so no one prints another buyer's plan.
import { loadCartState } from '../cart/cart.server';
import { factoryLoad, TOO_MANY } from './load-plans.server';
import { loadPlanDownload, loadPlanRefusal as text } from './load-plan-pdf.server';
import { buyerSession } from '../platform/buyer-session.server';
import type { Route } from './+types/load-plan-pdf.route';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const brandId = params.brandId;
  if (!/^\d{1,9}$/.test(brandId))
    return text(
      400,
      'The factory in a load plan address is its number, e.g. /container/build/40/load-plan.pdf.',
    );
  const session = buyerSession(context);
  // The customer, not only a token: the document is cached and its renders counted per customer.
  const customer = session.loggedIn ? await session.customer() : null;
  if (customer === null) return text(401, 'Log in to print the load plan of your container.');
  const cart = await loadCartState(session);
  if (cart.status === 'unavailable')
    return text(503, 'Your cart could not be read just now. Please try again.');
  const container =
    cart.status === 'ready' ? cart.containers.find((c) => c.brandId === brandId) : undefined;
  if (cart.status !== 'ready' || container === undefined)
    return text(404, `Your cart has no container products of factory ${brandId}.`);
  const load = await factoryLoad(cart, brandId);
  if (load === null)
    return text(
      409,
      `These products make more than ${TOO_MANY} cartons, the most one container is planned with: there is no plan to print.`,
    );
  return loadPlanDownload(request, {
    customerId: customer.id,
    holder: `cart:${cart.cart.id}`,
    load,
  });
}

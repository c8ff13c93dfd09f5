import { safeReturnPath } from '@shop/domain';
import { data, redirect } from 'react-router';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import { WishlistPage } from './wishlist-page';
import { changeWishlist, loadWishlistPage } from './wishlist.server';
import wishlistStyles from './wishlist.css?url';
import type { Route } from './+types/wishlist.route';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: wishlistStyles, precedence: 'default' },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Wishlist',
    description: 'Products you have saved for later.',
    keywords: ['wishlist', 'saved products'],
  });

/** A customer's list is read on the server; a guest's is drawn from this browser. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadWishlistPage(buyerSession(context));
}

/** add / remove / merge on the customer's saved list (the hearts post here). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await changeWishlist(buyerSession(context), form);
  const plainPost = !new URL(request.url).pathname.endsWith('.data');
  if (result.ok && plainPost) return redirect(safeReturnPath(form.get('return_to'), '/wishlist'));
  return data({ result }, { status: result.ok ? 200 : result.status });
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}

import { pageMeta } from '../seo';
import { WishlistPage } from '../wishlist/wishlist-page';
import wishlistStyles from '../wishlist/wishlist.css?url';
import type { Route } from './+types/wishlist';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: wishlistStyles, precedence: 'default' },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Wishlist',
    description: 'Products you have saved for later.',
    keywords: ['wishlist', 'saved products'],
  });

export default function Wishlist() {
  return <WishlistPage />;
}

import { AppLink } from './app-link';
import { pageMeta } from './seo';
import type { Route } from './+types/test-page.route';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Test page',
    description: 'A page for checking the storefront routes and their guards.',
    keywords: ['test'],
  });

// Client-side links to every route, so the guards and the page transition can be tried
// (by hand and by the browser tests) on client navigations, not only on page loads.
const paths = [
  '/',
  '/about-us',
  '/account',
  '/account/address',
  '/account/edit',
  '/account/login',
  '/account/password/change',
  '/account/password/forgot',
  '/account/password/reset',
  '/checkout',
  '/container',
  '/container/build',
  '/product',
  '/product/example',
  '/search?term=chair',
  '/shop',
  '/shop/living/sofas',
  '/shop-all/',
  '/collections/',
  '/register',
  '/success',
  '/wishlist',
  '/no/such/page',
];

export default function TestPage() {
  return (
    <section>
      <h1>Test page</h1>
      <ul className="test-page-links">
        {paths.map((path) => (
          <li key={path}>
            <AppLink to={path}>{path}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

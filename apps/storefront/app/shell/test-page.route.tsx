import { env } from '../platform/env.server';
import { pagePathname } from '../platform/page-path';
import { AppLink } from './app-link';
import { notFound, NotFoundBoundary, notFoundMeta } from './not-found';
import { pageMeta } from './seo';
import type { Route } from './+types/test-page.route';

// A page for developers and the browser tests: a demo serves it, a deployment does not
// (env.demo: outside production, or the production build against the demo backend).
export function loader({ request }: Route.LoaderArgs) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (!env.demo) throw notFound(pagePathname(new URL(request.url)));
  return null;
}

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? notFoundMeta()
    : pageMeta({
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

export const ErrorBoundary = NotFoundBoundary;

import { randomUUID } from 'node:crypto';
import { loadProductPage } from './product.server';
import { ProductView } from './product-view';
import { env } from '../platform/env.server';
import { loggedInFromCookies } from '../shell/guards';
import { notFound, notFoundMeta } from '../shell/not-found';
import { pagePathname } from '../platform/page-path';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import { listChoices } from '../account/lists/list-choices.server';
import catalogueStylesheet from './catalogue.css?url';
import type { Route } from './+types/product.route';

// /product/{handle}: the product whose platform URL is /{handle}/; an unknown one is a 404.
// /product and /product/ never get here: the guard sends them to /.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: catalogueStylesheet, precedence: 'default' },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const pathname = pagePathname(new URL(request.url));
  const session = buyerSession(context);
  const [product, lists] = await Promise.all([
    loadProductPage(session, params.product, env.publicBackendUrl),
    // A company buyer's own container lists, for "Add to container list".
    listChoices(session),
  ]);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (product === null) throw notFound(pathname);
  // A buyer's page (their prices) is private, a guest's public: root middleware decides.
  const loggedIn = loggedInFromCookies(request.headers.get('Cookie'));
  // The add form's key without JavaScript (add-key.ts): only on a buyer's private page.
  return { product, loggedIn, addKey: loggedIn ? randomUUID() : null, lists };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { product } = loaderData;
  return pageMeta({
    title: product.name,
    description:
      product.description ||
      `${product.name}${product.brand ? ` by ${product.brand.name}` : ''}: sizes, stock and trade pricing.`,
    keywords: [product.name, product.sku, product.brand?.name ?? '', 'trade furniture'].filter(
      (keyword) => keyword !== '',
    ),
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <ProductView
      product={loaderData.product}
      loggedIn={loaderData.loggedIn}
      addKey={loaderData.addKey}
      lists={loaderData.lists}
    />
  );
}

// The not-found page inside the site chrome, as for any other unknown path.
export { ErrorBoundary } from '../shell/not-found.route';

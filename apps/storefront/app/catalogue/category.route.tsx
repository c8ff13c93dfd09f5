import { Breadcrumbs, CategoryList, TradeInvitation } from '@shop/ui/catalogue';
import { loadCategoryPage, pageParam } from './category.server';
import { CategoryPagination } from './category-pagination';
import { ProductCards } from './product-cards';
import { env } from '../platform/env.server';
import { loggedInFromCookies } from '../shell/guards';
import { notFound, notFoundMeta } from '../shell/not-found';
import { pagePathname } from '../platform/page-path';
import { pageMeta } from '../shell/seo';
import { buyerSession } from '../platform/buyer-session.server';
import catalogueStylesheet from './catalogue.css?url';
import type { Route } from './+types/category.route';
import { renderLink } from '../shell/app-link';

// Serves /shop/{category...} (any number of segments, or none: every category),
// /shop-all/ and /collections/. The category is the one whose path is what follows /shop
// (or the special path itself); an unknown one, or a page past the last, is a 404.
function categoryPathOf(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  if (lower === '/shop' || lower === '/shop/') return null;
  return lower.startsWith('/shop/') ? pathname.slice('/shop'.length) : pathname;
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: catalogueStylesheet, precedence: 'default' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = pagePathname(url);
  const page = pageParam(url);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (page === null) throw notFound(pathname);
  const category = await loadCategoryPage(
    buyerSession(context),
    categoryPathOf(pathname),
    page,
    env.publicBackendUrl,
  );
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  if (category === null || (page > 1 && page > category.totalPages)) throw notFound(pathname);
  // A buyer's page (their prices) is private, a guest's public: root middleware decides.
  return { category, loggedIn: loggedInFromCookies(request.headers.get('Cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { category } = loaderData;
  return pageMeta({
    title: category.title,
    description: `${category.title}: ${String(category.totalProducts)} trade furniture products by brand, with sizes and trade pricing.`,
    keywords: [
      category.title,
      ...category.subCategories.slice(0, 8).map((sub) => sub.name),
      'trade furniture',
      'wholesale',
    ],
  });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, loggedIn } = loaderData;
  return (
    <section className="catalogue-category" aria-labelledby="category-title">
      <Breadcrumbs items={category.breadcrumbs} renderLink={renderLink} />
      <h1 id="category-title">{category.title}</h1>
      {category.intro ? <p className="catalogue-category__intro">{category.intro}</p> : null}
      <CategoryList
        title={category.path === null ? 'Categories' : 'Sub-categories'}
        items={category.subCategories}
        renderLink={renderLink}
      />
      {loggedIn ? null : <TradeInvitation renderLink={renderLink} />}
      <p className="catalogue-category__count">
        {category.totalProducts} {category.totalProducts === 1 ? 'product' : 'products'}
        {category.totalPages > 1
          ? `, page ${String(category.page)} of ${String(category.totalPages)}`
          : ''}
      </p>
      <ProductCards
        products={category.products}
        label={category.title}
        loggedIn={loggedIn}
        customer={category.customer}
      />
      <CategoryPagination page={category.page} totalPages={category.totalPages} />
    </section>
  );
}

// The not-found page inside the site chrome, as for any other unknown path.
export { ErrorBoundary } from '../shell/not-found.route';

// Every route of SPEC §2. Guards run in root.tsx's middleware before any of these load.
import type { RouteConfig } from '@react-router/dev/routes';
import { index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('account', 'routes/account/overview.tsx'),
  route('account/address', 'routes/account/address.tsx'),
  route('account/edit', 'routes/account/edit.tsx'),
  route('account/login', 'routes/account/login.tsx'),
  route('account/password/change', 'routes/account/password-change.tsx'),
  route('account/password/forgot', 'routes/account/password-forgot.tsx'),
  route('account/password/reset', 'routes/account/password-reset.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('container', 'routes/container/listing.tsx'),
  route('container/build', 'routes/container/build.tsx'),
  route('product/:product', 'routes/product.tsx'),
  route('search', 'routes/search.tsx'),
  route('search/known-skus', 'search/known-skus.route.ts'),
  // `shop/*` also matches /shop and /shop/ (no segments); the special category paths
  // share the category page.
  route('shop/*', 'routes/category.tsx', { id: 'category' }),
  route('shop-all', 'routes/category.tsx', { id: 'category-shop-all' }),
  route('collections', 'routes/category.tsx', { id: 'category-collections' }),
  route('register', 'routes/register.tsx'),
  route('success', 'routes/success.tsx'),
  route('test-page', 'routes/test-page.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('no-image.png', 'routes/no-image.ts'),
  route(':slug', 'routes/content-page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

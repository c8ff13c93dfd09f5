// Every route of behaviour.md#routes. Guards run in root.tsx's middleware before any of these load.
import type { RouteConfig } from '@react-router/dev/routes';
import { index, layout, route } from '@react-router/dev/routes';

export default [
  // Resources the pages fetch: no page of their own, no shell.
  route('search/known-skus', 'search/known-skus.route.ts'),
  route('quick-view', 'catalogue/quick-view.route.ts'),
  route('no-image.png', 'routes/no-image.ts'),
  // The printable load plan of a factory's container in the buyer's cart (behaviour.md#load-plans).
  route('container/build/:brandId/load-plan.pdf', 'routes/container/load-plan-pdf.ts'),
  route('account/quick-order/template.csv', 'quick-order/template.route.ts'),
  route('account/orders/:orderId/document.pdf', 'account/order-document.route.ts'),
  // Every page sits in the buyer layout: the site shell with the buyer's own data (customer,
  // cart, wishlist), read on the server on every navigation.
  layout('routes/buyer-layout.tsx', { id: 'buyer' }, [
    index('routes/home.tsx'),
    route('account', 'routes/account/overview.tsx'),
    route('account/address', 'routes/account/address.tsx'),
    route('account/edit', 'routes/account/edit.tsx'),
    route('account/login', 'routes/account/login.tsx'),
    route('account/password/change', 'routes/account/password-change.tsx'),
    route('account/password/forgot', 'routes/account/password-forgot.tsx'),
    route('account/password/reset', 'routes/account/password-reset.tsx'),
    route('account/quick-order', 'routes/account/quick-order.tsx'),
    route('account/orders/:orderId', 'routes/account/order.tsx'),
    // The cart page (what the header's cart opens without JavaScript) and the action every
    // cart write posts to.
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('container', 'routes/container/listing.tsx'),
    route('container/build', 'routes/container/build.tsx'),
    route('product/:product', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    // `shop/*` also matches /shop and /shop/ (no segments); the special category paths
    // share the category page.
    route('shop/*', 'routes/category.tsx', { id: 'category' }),
    route('shop-all', 'routes/category.tsx', { id: 'category-shop-all' }),
    route('collections', 'routes/category.tsx', { id: 'category-collections' }),
    route('register', 'routes/register.tsx'),
    route('success', 'routes/success.tsx'),
    route('test-page', 'routes/test-page.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route(':slug', 'routes/content-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;

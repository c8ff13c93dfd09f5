// Every route of behaviour.md#routes. Guards run in root.tsx's middleware before any of these load.
import type { RouteConfig } from '@react-router/dev/routes';
import { index, layout, route } from '@react-router/dev/routes';

export default [
  // Resources the pages fetch: no page of their own, no shell.
  route('search/known-skus', 'search/known-skus.route.ts'),
  route('quick-view', 'catalogue/quick-view.route.ts'),
  route('no-image.png', 'platform/no-image.route.ts'),
  // The printable load plan of a factory's container in the buyer's cart (behaviour.md#load-plans).
  route('container/build/:brandId/load-plan.pdf', 'container/load-plan-pdf.route.ts'),
  route('account/quick-order/template.csv', 'quick-order/template.route.ts'),
  route('account/orders/:orderId/document.pdf', 'account/order-document.route.ts'),
  route(
    'account/orders/:orderId/containers/:brandId/load-plan.pdf',
    'account/order-load-plan.route.ts',
  ),
  // The documents of a factory's container in the buyer's order (pro-forma, packing list and,
  // once loaded, the commercial invoice).
  route(
    'account/orders/:orderId/containers/:brandId/proforma.pdf',
    'account/container-documents/proforma.route.ts',
  ),
  route(
    'account/orders/:orderId/containers/:brandId/packing-list.pdf',
    'account/container-documents/packing-list.route.ts',
  ),
  route(
    'account/orders/:orderId/containers/:brandId/commercial-invoice.pdf',
    'account/container-documents/commercial-invoice.route.ts',
  ),
  // A buyer's private calendar feed of their containers (the secret in the path is the key).
  route('calendar/:file', 'account/calendar-feed-file.route.ts'),
  // Every page sits in the buyer layout: the site shell with the buyer's own data (customer,
  // cart, wishlist), read on the server on every navigation.
  layout('shell/buyer-layout.route.tsx', { id: 'buyer' }, [
    index('content/home.route.tsx'),
    route('account', 'account/overview.route.tsx'),
    route('account/address', 'account/address.route.tsx'),
    route('account/company', 'account/company/company.route.tsx'),
    route('account/edit', 'account/edit.route.tsx'),
    route('account/login', 'account/login.route.tsx'),
    route('account/password/change', 'account/password-change.route.tsx'),
    route('account/password/forgot', 'account/password-forgot.route.tsx'),
    route('account/password/reset', 'account/password-reset.route.tsx'),
    route('account/quick-order', 'quick-order/quick-order.route.tsx'),
    route('account/orders/:orderId', 'account/order.route.tsx'),
    route('account/containers', 'account/containers.route.tsx'),
    route('account/company/addresses', 'account/company-addresses.route.tsx'),
    route('account/lists', 'account/lists/lists.route.tsx'),
    route('account/lists/add', 'account/lists/add.route.tsx'),
    route('account/lists/:listId', 'account/lists/list.route.tsx'),
    // The cart page (what the header's cart opens without JavaScript) and the action every
    // cart write posts to.
    route('cart', 'cart/cart.route.tsx'),
    route('checkout', 'checkout/checkout.route.tsx'),
    route('container', 'container/listing.route.tsx'),
    route('container/build', 'container/build.route.tsx'),
    route('product/:product', 'catalogue/product.route.tsx'),
    route('search', 'search/search.route.tsx'),
    // `shop/*` also matches /shop and /shop/ (no segments); the special category paths
    // share the category page.
    route('shop/*', 'catalogue/category.route.tsx', { id: 'category' }),
    route('shop-all', 'catalogue/category.route.tsx', { id: 'category-shop-all' }),
    route('collections', 'catalogue/category.route.tsx', { id: 'category-collections' }),
    route('register', 'account/register.route.tsx'),
    route('success', 'checkout/success.route.tsx'),
    route('test-page', 'shell/test-page.route.tsx'),
    route('wishlist', 'wishlist/wishlist.route.tsx'),
    route(':slug', 'content/content-page.route.tsx'),
    route('*', 'shell/not-found.route.tsx'),
  ]),
] satisfies RouteConfig;

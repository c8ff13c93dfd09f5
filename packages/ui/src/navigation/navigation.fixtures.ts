import type { NavCategory, NavEntry, NavLink } from './types';

// Shared by the navigation tests and stories: a header as the site settings describe it.
export const collections: NavCategory[] = Array.from({ length: 11 }, (_, i) => ({
  id: `col-${String(i)}`,
  name: `Collection ${String(i + 1)}`,
  href: `/shop/collections/collection-${String(i + 1)}`,
  path: `/collections/collection-${String(i + 1)}/`,
  productCount: [5, 40, 12, 40, 3, 88, 0, 17, 9, 61, 25][i] ?? 0,
}));

export const shopCategories: NavCategory[] = [
  { id: 'chairs', name: 'Chairs', href: '/shop/chairs', path: '/chairs/' },
  { id: 'tables', name: 'Tables', href: '/shop/tables', path: '/tables/' },
  { id: 'collections', name: 'Collections', href: '/shop/collections', path: '/collections/' },
  { id: 'shop-all', name: 'Shop all', href: '/shop/shop-all', path: '/shop-all/' },
  { id: 'storage', name: 'Storage', href: '/shop/storage', path: '/storage/' },
];

export const headerEntries: NavEntry[] = [
  { id: 'shop', name: 'Shop', kind: 'shop', children: shopCategories },
  { id: 'collections', name: 'Collections', kind: 'collections', children: collections },
  { id: 'container', name: 'Build a container', href: '/container/build', required_auth: true },
  { id: 'about', name: 'About', href: '/about' },
];

export const alertLinks: NavLink[] = [
  { id: 'apply', name: 'Apply for a trade account', href: '/register' },
  { id: 'orders', name: 'Track your orders', href: '/account', required_auth: true },
];

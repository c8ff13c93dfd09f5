/**
 * The page a request is for. Client navigations fetch loader data from `/page.data`
 * (`/_.data` for `/`), and React Router hands middleware and loaders that raw URL, so
 * anything that reasons about the page path (guards, the 404 message) strips the suffix
 * the same way React Router itself does when it matches routes.
 */
export function pagePathname(url: URL): string {
  const { pathname } = url;
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

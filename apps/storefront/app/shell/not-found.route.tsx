// Catch-all for paths no other route claims (those with two or more segments outside the
// known trees; single segments are content pages, which 404 the same way when no story exists).
import { notFound, NotFoundBoundary, notFoundMeta } from './not-found';
import { pagePathname } from '../platform/page-path';
import type { Route } from './+types/not-found.route';

export function loader({ request }: Route.LoaderArgs): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- thrown data() is React Router's 404
  throw notFound(pagePathname(new URL(request.url)));
}

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFoundRoute() {
  // Never rendered: the loader always throws to the boundary below.
  return null;
}

export const ErrorBoundary = NotFoundBoundary;

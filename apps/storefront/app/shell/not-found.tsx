import { Button } from '@shop/ui/button';
import { data, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { AppLink } from './app-link';
import { pageMeta } from './seo';

/** behaviour.md#routes, #errors: an unknown route answers 404 with 'Page Not Found: {path}'. */
export function notFound(pathname: string) {
  return data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Not Found' });
}

export const notFoundMeta = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    keywords: ['page not found', '404'],
  });

export function NotFoundPage({ message }: { message: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p role="status">{message}</p>
      <Button asChild>
        <AppLink to="/">Back to Home</AppLink>
      </Button>
    </section>
  );
}

/** A route's error boundary for its thrown 404: the message it was given, or the path's. */
export function NotFoundBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string'
      ? error.data
      : `Page Not Found: ${pathname}`;
  return <NotFoundPage message={message} />;
}

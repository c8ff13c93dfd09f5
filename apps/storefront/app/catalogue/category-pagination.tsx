import { Pagination } from '@shop/ui/search';
import { useLocation, useNavigate } from 'react-router';

/** `?page=n` on the current path, keeping any other query parameters. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** The pages of a category's listing (the backend pages it), as real links. */
export function CategoryPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hrefFor = (target: number) => pageHref(pathname, search, target);
  return (
    <Pagination
      current={page}
      total={totalPages}
      hrefFor={hrefFor}
      onNavigate={(target) => {
        void navigate(hrefFor(target), { viewTransition: true });
      }}
    />
  );
}

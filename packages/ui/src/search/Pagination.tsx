import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { isPlainClick } from './follow-link';

export interface PaginationProps {
  /** The page shown, from 1. */
  current: number;
  /** How many pages there are; one page or none renders nothing. */
  total: number;
  /** The URL of a page, so the links work without script and can open in a new tab. */
  hrefFor: (page: number) => string;
  /** Called on a plain click; the app changes page itself. */
  onNavigate: (page: number) => void;
  /** How many page numbers show around the current one. Default 5. */
  window?: number;
  className?: string;
}

/** The page numbers `size` wide around `current`, within 1…total. */
export function pageWindow(current: number, total: number, size: number): number[] {
  const width = Math.max(1, Math.min(size, total));
  const start = Math.min(Math.max(1, current - Math.floor(width / 2)), total - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}

/** Previous, a window of page numbers and Next, as links (the current page is not one). */
export function Pagination({
  current,
  total,
  hrefFor,
  onNavigate,
  window: size = 5,
  className,
}: PaginationProps) {
  if (total <= 1) return null;
  const page = Math.min(Math.max(1, current), total);
  const link = (target: number, label: ReactNode, ariaLabel: string, extra?: string) => (
    <a
      href={hrefFor(target)}
      aria-label={ariaLabel}
      className={cx('ui-pagination__link', extra)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pagination" data-slot="pagination" className={cx('ui-pagination', className)}>
      <ul className="ui-pagination__list">
        <li>
          {page > 1 ? (
            link(page - 1, '‹ Previous', 'Previous page', 'ui-pagination__step')
          ) : (
            <span className="ui-pagination__link ui-pagination__step" aria-disabled="true">
              ‹ Previous
            </span>
          )}
        </li>
        {pageWindow(page, total, size).map((number) => (
          <li key={number}>
            {number === page ? (
              <span
                className="ui-pagination__link ui-pagination__link--current"
                aria-current="page"
              >
                <span className="ui-visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              link(number, number, `Page ${String(number)}`)
            )}
          </li>
        ))}
        <li>
          {page < total ? (
            link(page + 1, 'Next ›', 'Next page', 'ui-pagination__step')
          ) : (
            <span className="ui-pagination__link ui-pagination__step" aria-disabled="true">
              Next ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';

export interface SearchResultsLayoutProps {
  /** The page heading, e.g. `Search results for 'oak'`. */
  heading: ReactNode;
  /** A line under the heading, e.g. the number of products. */
  summary?: ReactNode;
  /** The facet lists; a column beside the results on wide screens, above them on phones. */
  facets?: ReactNode;
  /** Shown while a search takes long (behaviour.md#search-bar: flagged stalled after 1000 ms). */
  busy?: boolean;
  children: ReactNode;
  className?: string;
}

/** The frame of the search page: heading and summary, facets, results and pagination. */
export function SearchResultsLayout({
  heading,
  summary,
  facets,
  busy = false,
  children,
  className,
}: SearchResultsLayoutProps) {
  return (
    <div data-slot="search-results" className={cx('ui-search-results', className)}>
      <header className="ui-search-results__header">
        <h1 className="ui-search-results__heading">{heading}</h1>
        {summary ? <p className="ui-search-results__summary">{summary}</p> : null}
      </header>
      {facets ? (
        <aside className="ui-search-results__facets" aria-label="Filters">
          {facets}
        </aside>
      ) : null}
      <div className="ui-search-results__main" aria-busy={busy || undefined}>
        {children}
      </div>
    </div>
  );
}

import { SEARCH_NO_RESULTS_HINT, searchHitHref, searchNoResultsMessage } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import { ProductImage } from '../lib/ProductImage';
import type { SearchHit } from './SearchSuggestions';

export interface SearchResultHit extends SearchHit {
  brand?: string | null;
}

export interface SearchResultGridProps {
  hits: readonly SearchResultHit[];
  /** The term searched; with no hits the no-results texts of behaviour.md#search-bar name it. */
  term: string;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * The results of the search page: a card per product (image, name, brand, SKU) linking
 * to `/product{productUrl}`. Images have a fixed square box so nothing shifts as they load.
 */
export function SearchResultGrid({
  hits,
  term,
  renderLink = defaultRenderLink,
  className,
}: SearchResultGridProps) {
  if (hits.length === 0) {
    const trimmed = term.trim();
    return (
      <div data-slot="search-result-grid" className="ui-search-results__empty" role="status">
        <p className="ui-search-results__empty-title">
          {trimmed === '' ? 'No products found' : searchNoResultsMessage(trimmed)}
        </p>
        <p>{SEARCH_NO_RESULTS_HINT}</p>
      </div>
    );
  }
  return (
    <ul data-slot="search-result-grid" className={cx('ui-search-results__grid', className)}>
      {hits.map((hit) => (
        <li key={hit.sku} className="ui-search-results__item">
          {renderLink({
            href: searchHitHref(hit),
            className: 'ui-search-results__card',
            children: (
              <>
                <ProductImage
                  className="ui-search-results__image"
                  src={hit.imageUrl}
                  alt=""
                  width={320}
                  height={320}
                />
                <span className="ui-search-results__name">{hit.name}</span>
                {hit.brand ? <span className="ui-search-results__brand">{hit.brand}</span> : null}
                <span className="ui-search-results__sku">{hit.sku}</span>
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}

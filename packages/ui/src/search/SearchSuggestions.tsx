import { SEARCH_NO_RESULTS_HINT, searchHitHref, searchNoResultsMessage } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useRef, type RefObject } from 'react';
import { useDismiss } from '../lib/use-dismiss';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import { ProductImage } from '../lib/ProductImage';
import { Spinner } from '../spinner/Spinner';

export interface SearchHit {
  sku: string;
  name: string;
  imageUrl?: string | null;
  /** The platform's product URL, e.g. `/oak-desk/`; linked as `/product/oak-desk`. */
  productUrl: string;
}

export interface SearchSuggestionsProps {
  id?: string;
  /** The term typed; nothing shows while it is blank. */
  term: string;
  hits: readonly SearchHit[];
  open: boolean;
  /** Called on a click outside `containerRef` (or the dropdown) and on Escape. */
  onClose: () => void;
  /** Called when a suggestion is followed. */
  onSelect?: (hit: SearchHit) => void;
  /** Search flagged stalled (behaviour.md#search-bar: after 1000 ms): shows a spinner. */
  stalled?: boolean;
  /** Results for `term` are not in yet: with no hits to show, nothing renders (no false "no results"). */
  pending?: boolean;
  /** The element that counts as inside (the search bar); defaults to the dropdown itself. */
  containerRef?: RefObject<HTMLElement | null>;
  renderLink?: RenderLink;
  className?: string;
}

/** The suggestion dropdown under the search box (behaviour.md#search-bar). */
export function SearchSuggestions({
  id,
  term,
  hits,
  open,
  onClose,
  onSelect,
  stalled = false,
  pending = false,
  containerRef,
  renderLink = defaultRenderLink,
  className,
}: SearchSuggestionsProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const visible = open && term.trim() !== '';
  useDismiss(visible, containerRef ?? ownRef, { onOutside: onClose, onEscape: onClose });

  if (!visible || (pending && hits.length === 0 && !stalled)) return null;
  const trimmed = term.trim();
  return (
    <div
      id={id}
      ref={ownRef}
      data-slot="search-suggestions"
      role="region"
      aria-label="Search suggestions"
      aria-busy={stalled || undefined}
      className={cx('ui-search-suggestions', className)}
    >
      {stalled ? (
        <div className="ui-search-suggestions__status">
          <Spinner size="sm" label="Searching" />
        </div>
      ) : null}
      {hits.length === 0 && !stalled ? (
        <div className="ui-search-suggestions__empty" role="status">
          <p className="ui-search-suggestions__empty-title">{searchNoResultsMessage(trimmed)}</p>
          <p>{SEARCH_NO_RESULTS_HINT}</p>
        </div>
      ) : (
        <ul className="ui-search-suggestions__list">
          {hits.map((hit) => (
            <li key={hit.sku}>
              {renderLink({
                href: searchHitHref(hit),
                className: 'ui-search-suggestions__hit',
                onClick: () => {
                  onSelect?.(hit);
                },
                children: (
                  <>
                    <ProductImage
                      className="ui-search-suggestions__image"
                      src={hit.imageUrl}
                      alt=""
                      width={48}
                      height={48}
                    />
                    <span className="ui-search-suggestions__text">
                      <span className="ui-search-suggestions__name">{hit.name}</span>
                      <span className="ui-search-suggestions__sku">{hit.sku}</span>
                    </span>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { cx } from 'class-variance-authority';
import { useId } from 'react';
import { isPlainClick } from './follow-link';

export interface FacetItem {
  /** The value refined on, e.g. the brand name. */
  value: string;
  /** What the shopper reads; defaults to `value`. */
  label?: string;
  count: number;
  refined: boolean;
  /** The URL of the page with this value toggled, so the list works without script too. */
  href: string;
}

export interface FacetListProps {
  /** The facet's heading, e.g. `Brand`. */
  title: string;
  items: readonly FacetItem[];
  /** Called with the value on a plain click or Space; the app refines its search. */
  onToggle: (value: string) => void;
  className?: string;
}

/**
 * One facet of the search page: each value is a link to the results with that value
 * toggled (crawlable, works before hydration) that acts as a checkbox once the app handles it.
 * A facet without values renders nothing.
 */
export function FacetList({ title, items, onToggle, className }: FacetListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section
      data-slot="facet-list"
      aria-labelledby={headingId}
      className={cx('ui-facet-list', className)}
    >
      <h2 id={headingId} className="ui-facet-list__title">
        {title}
      </h2>
      <ul className="ui-facet-list__items">
        {items.map((item) => (
          <li key={item.value}>
            <a
              href={item.href}
              role="checkbox"
              aria-checked={item.refined}
              className="ui-facet-list__item"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onToggle(item.value);
              }}
              onKeyDown={(event) => {
                // A checkbox toggles with Space (Enter follows the link, which toggles too).
                if (event.key !== ' ') return;
                event.preventDefault();
                onToggle(item.value);
              }}
            >
              <span className="ui-facet-list__box" aria-hidden="true" />
              <span className="ui-facet-list__label">{item.label ?? item.value}</span>
              <span className="ui-facet-list__count">
                <span className="ui-visually-hidden">, </span>
                {item.count}
                <span className="ui-visually-hidden"> products</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

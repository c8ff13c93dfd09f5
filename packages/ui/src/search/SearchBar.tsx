import { cx } from 'class-variance-authority';
import { useId, useRef, useState } from 'react';
import type { RenderLink } from '../lib/link';
import { SearchBox } from './SearchBox';
import { SearchSuggestions, type SearchHit } from './SearchSuggestions';

export interface SearchBarProps {
  /** The text in the box (controlled; the app queries the search service with it). */
  value: string;
  onValueChange: (value: string) => void;
  /** Enter with a non-blank term: the app goes to `/search?term=…` (see `searchHref`). */
  onSubmit: (term: string) => void;
  hits: readonly SearchHit[];
  stalled?: boolean;
  /**
   * Results for the current term are still on their way: with no hits yet the dropdown
   * stays closed instead of saying there are none.
   */
  pending?: boolean;
  /** Changes with the route (path or query); any change closes the dropdown (behaviour.md#search-bar). */
  locationKey?: string;
  onSelect?: (hit: SearchHit) => void;
  renderLink?: RenderLink;
  autoFocus?: boolean;
  /** Called when the box gets focus, e.g. to load the search code before the first key. */
  onFocus?: () => void;
  /** The form's target without script: `action` with the term as `name` (see SearchBox). */
  action?: string;
  name?: string;
  className?: string;
}

/** The search box with its suggestion dropdown, as the header and mobile menu show it. */
export function SearchBar({
  value,
  onValueChange,
  onSubmit,
  hits,
  stalled,
  pending,
  locationKey,
  onSelect,
  renderLink,
  autoFocus,
  onFocus,
  action,
  name,
  className,
}: SearchBarProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestionsId = useId();
  const [open, setOpen] = useState(false);
  // Closing on a route change is state derived from a prop, so it is adjusted during
  // render (React's documented pattern) rather than in an effect.
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setOpen(false);
  }

  return (
    <div
      ref={rootRef}
      data-slot="search-bar"
      className={cx('ui-search-bar', className)}
      onFocus={onFocus}
    >
      <SearchBox
        value={value}
        inputRef={inputRef}
        action={action}
        name={name}
        // Only point at the dropdown while it exists (axe: aria-controls must resolve).
        controlsId={
          open && value.trim() !== '' && !(pending && hits.length === 0) ? suggestionsId : undefined
        }
        autoFocus={autoFocus}
        onValueChange={(next) => {
          setOpen(true);
          onValueChange(next);
        }}
        onSubmit={(term) => {
          setOpen(false);
          onSubmit(term);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          const first = rootRef.current?.querySelector<HTMLElement>('.ui-search-suggestions__hit');
          if (first) {
            event.preventDefault();
            first.focus();
          }
        }}
      />
      <SearchSuggestions
        id={suggestionsId}
        term={value}
        hits={hits}
        open={open}
        stalled={stalled}
        pending={pending}
        containerRef={rootRef}
        renderLink={renderLink}
        onClose={() => {
          setOpen(false);
        }}
        onSelect={(hit) => {
          setOpen(false);
          onSelect?.(hit);
        }}
      />
    </div>
  );
}

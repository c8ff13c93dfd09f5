import { SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER, checkSearchTerm } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId, type KeyboardEvent, type Ref } from 'react';

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the trimmed term on Enter; blank terms are ignored (behaviour.md#search-bar). */
  onSubmit: (term: string) => void;
  /** Accessible name. Default `Search for products`. */
  label?: string;
  /** Extra key handling, e.g. moving into the suggestions with ArrowDown. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Id of the suggestions the box controls. */
  controlsId?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Where the form goes without script (a GET with the term as `name`), e.g. `/search`
   * with `name="term"`: the box then works before the app has hydrated.
   */
  action?: string;
  name?: string;
  className?: string;
}

/** The search input (behaviour.md#search-bar): placeholder `Search for products`, at most 512 characters. */
export function SearchBox({
  value,
  onValueChange,
  onSubmit,
  label = SEARCH_PLACEHOLDER,
  onKeyDown,
  controlsId,
  autoFocus,
  inputRef,
  action,
  name,
  className,
}: SearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      action={action}
      method={action === undefined ? undefined : 'get'}
      data-slot="search-box"
      className={cx('ui-search-box', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkSearchTerm(value);
        if (checked.ok) onSubmit(checked.term);
      }}
    >
      <label htmlFor={id} className="ui-visually-hidden">
        {label}
      </label>
      <svg
        className="ui-search-box__icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id={id}
        ref={inputRef}
        type="search"
        name={name}
        className="ui-search-box__input"
        placeholder={SEARCH_PLACEHOLDER}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        aria-controls={controlsId}
        autoFocus={autoFocus}
        onChange={(event) => {
          onValueChange(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
      />
    </form>
  );
}

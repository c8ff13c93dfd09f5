import { HEADER_DROPDOWN_DEBOUNCE_MS } from '@shop/domain';
import { useId, useRef, useState } from 'react';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { useDismiss } from '../lib/use-dismiss';
import { FallbackImage } from '../image/FallbackImage';
import type { HeaderNavImage, NavCategory } from './types';

export interface HeaderDropdownProps {
  label: string;
  items: readonly NavCategory[];
  renderLink?: RenderLink;
  /** Default `HEADER_DROPDOWN_DEBOUNCE_MS` (10). */
  debounceMs?: number;
  /** A picture beside the links (the settings' `header_nav_image`). */
  image?: HeaderNavImage | null;
}

/**
 * The nav image's box (navigation.css: 14rem wide, 4:5): its `width` and `height` attributes,
 * and `sizes` as the stylesheet lays it out, so the browser picks the 1x or 2x candidate.
 */
const HEADER_NAV_IMAGE_WIDTH = 224;
const HEADER_NAV_IMAGE_HEIGHT = 280;
const HEADER_NAV_IMAGE_SIZES = '14rem';

/**
 * A header entry without a link (behaviour.md#chrome): opens on hover or click, a second click
 * toggles it, mouse leave and outside click close it, each settling after 10 ms so
 * crossing the gap between trigger and panel does not flicker.
 */
export function HeaderDropdown({
  label,
  items,
  renderLink = defaultRenderLink,
  debounceMs = HEADER_DROPDOWN_DEBOUNCE_MS,
  image = null,
}: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const settle = useDebouncedCallback((next: boolean) => {
    setOpen(next);
  }, debounceMs);

  useDismiss(open, rootRef, {
    onOutside: () => {
      settle(false);
    },
    onEscape: () => {
      settle.cancel();
      setOpen(false);
      triggerRef.current?.focus();
    },
  });

  return (
    <li
      ref={rootRef}
      className="ui-header-dropdown"
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => {
        settle(true);
      }}
      onMouseLeave={() => {
        settle(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="ui-header__entry ui-header-dropdown__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          settle.cancel();
          setOpen((current) => !current);
        }}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          width="10"
          height="10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="m2 4 4 4 4-4" />
        </svg>
      </button>
      <div
        id={panelId}
        className="ui-header-dropdown__panel"
        data-with-image={image ? '' : undefined}
        hidden={!open}
      >
        <div className="ui-header-dropdown__card">
          <ul className="ui-header-dropdown__list">
            {items.map((item) => (
              <li key={item.id}>
                {renderLink({
                  href: item.href,
                  className: 'ui-header-dropdown__link',
                  onClick: () => {
                    settle.cancel();
                    setOpen(false);
                  },
                  children: item.name,
                })}
              </li>
            ))}
          </ul>
          {image ? (
            // The site's one picture (behaviour.md#images): `srcset` at densities 1 and 2 from
            // the image service's widths, served as webp where the browser takes it. Lazy: a
            // closed panel is hidden, so the picture loads when a dropdown first opens, never
            // with the page.
            <FallbackImage
              className="ui-header-dropdown__image"
              src={image.src}
              alt={image.alt}
              width={HEADER_NAV_IMAGE_WIDTH}
              height={HEADER_NAV_IMAGE_HEIGHT}
              sizes={HEADER_NAV_IMAGE_SIZES}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}

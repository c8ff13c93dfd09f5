import * as Dialog from '@radix-ui/react-dialog';
import { collectionsDropdown, visibleLinks } from '@shop/domain';
import { cx } from 'class-variance-authority';
import { useId, useState, type ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import type { NavEntry } from '../navigation/types';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly NavEntry[];
  loggedIn: boolean;
  /** The search bar at the top of the menu. */
  search?: ReactNode;
  renderLink?: RenderLink;
  className?: string;
}

function ExpandableEntry({
  entry,
  renderLink,
  onNavigate,
}: {
  entry: NavEntry;
  renderLink: RenderLink;
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li className="ui-mobile-nav__item">
      <button
        type="button"
        className="ui-mobile-nav__entry ui-mobile-nav__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          setExpanded((current) => !current);
        }}
      >
        {entry.name}
        <span aria-hidden="true" className="ui-mobile-nav__sign">
          {expanded ? '−' : '+'}
        </span>
      </button>
      <ul id={listId} className="ui-mobile-nav__children" hidden={!expanded}>
        {(entry.kind === 'collections'
          ? collectionsDropdown(entry.children)
          : (entry.children ?? [])
        ).map((child) => (
          <li key={child.id}>
            {renderLink({
              href: child.href,
              className: 'ui-mobile-nav__child',
              onClick: onNavigate,
              children: child.name,
            })}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The mobile navigation (behaviour.md#chrome): close button, search, the header entries; entries with
 * children (`shop`) expand with + and −. Following any link closes it.
 */
export function MobileNav({
  open,
  onOpenChange,
  entries,
  loggedIn,
  search,
  renderLink = defaultRenderLink,
  className,
}: MobileNavProps) {
  const close = () => {
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-modal-overlay" />
        <Dialog.Content
          data-slot="mobile-nav"
          className={cx('ui-mobile-nav', className)}
          aria-describedby={undefined}
        >
          <div className="ui-mobile-nav__header">
            <Dialog.Title className="ui-mobile-nav__title">Menu</Dialog.Title>
            <Dialog.Close className="ui-modal__close" aria-label="Close menu">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {search ? <div className="ui-mobile-nav__search">{search}</div> : null}
          <nav aria-label="Mobile">
            <ul className="ui-mobile-nav__list">
              {visibleLinks(entries, loggedIn).map((entry) =>
                entry.href ? (
                  <li key={entry.id} className="ui-mobile-nav__item">
                    {renderLink({
                      href: entry.href,
                      className: 'ui-mobile-nav__entry',
                      onClick: close,
                      children: entry.name,
                    })}
                  </li>
                ) : (
                  <ExpandableEntry
                    key={entry.id}
                    entry={entry}
                    renderLink={renderLink}
                    onNavigate={close}
                  />
                ),
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { accountHref as accountHrefFor, collectionsDropdown, visibleLinks } from '@shop/domain';
import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { CountBadge } from '../badge/Badge';
import { defaultRenderLink, type RenderLink } from '../lib/link';
import { HeaderDropdown } from './HeaderDropdown';
import type { HeaderNavImage, NavEntry } from './types';

export interface HeaderCustomer {
  firstName?: string | null;
}

export interface HeaderProps {
  entries: readonly NavEntry[];
  loggedIn: boolean;
  /** The logged-in customer; the account link shows their first name when known. */
  customer?: HeaderCustomer | null;
  cartCount: number;
  /** Opens the cart panel. With `cartHref` it runs instead of following the link. */
  onCartClick: () => void;
  /**
   * The cart page: the cart control is then a link, so it works before (or without)
   * JavaScript; once hydrated a click opens the panel instead.
   */
  cartHref?: string;
  /** Opens the mobile navigation (the burger, below 1024 px). */
  onMenuClick: () => void;
  /**
   * The `id` of the header's navigation: without JavaScript the burger is a link to it, and
   * the navigation opens below the header as a list (navigation.css, `:target`). Default
   * `main-navigation`; one header per page.
   */
  navId?: string;
  mobileNavOpen?: boolean;
  /** The brand mark, usually a link home. */
  logo: ReactNode;
  /** The search bar shown in the header on wide screens. */
  search?: ReactNode;
  /** Overrides the account link; default `accountHref(loggedIn)` of @shop/domain. */
  accountHref?: string;
  /** The settings' `header_nav_image` (behaviour.md#site-settings), shown in the dropdowns beside their links. */
  navImage?: HeaderNavImage | null;
  renderLink?: RenderLink;
  className?: string;
}

/** The header's line icons: 24 × 24 strokes, drawn at 22 px in the text's colour. */
function HeaderIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      {children}
    </svg>
  );
}

const BurgerIcon = () => (
  <HeaderIcon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </HeaderIcon>
);

const AccountIcon = () => (
  <HeaderIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </HeaderIcon>
);

const CartIcon = () => (
  <HeaderIcon>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </HeaderIcon>
);

/** The desktop header (behaviour.md#chrome): navigation with dropdowns, search, account, cart badge, burger. */
export function Header({
  entries,
  loggedIn,
  customer,
  cartCount,
  onCartClick,
  cartHref,
  onMenuClick,
  navId = 'main-navigation',
  mobileNavOpen = false,
  logo,
  search,
  accountHref,
  navImage = null,
  renderLink = defaultRenderLink,
  className,
}: HeaderProps) {
  const firstName = loggedIn ? customer?.firstName?.trim() : undefined;
  return (
    <header data-slot="header" className={cx('ui-header', className)}>
      <div className="ui-header__inner">
        <button
          type="button"
          className="ui-header__burger ui-icon-button"
          aria-label="Open menu"
          aria-expanded={mobileNavOpen}
          onClick={onMenuClick}
        >
          <BurgerIcon />
        </button>
        {/* Shown instead of the button when the page runs no scripts (navigation.css): the
            button's dialog needs them, this link opens the header's own navigation. */}
        <a href={`#${navId}`} className="ui-header__burger ui-header__burger--link ui-icon-button">
          <BurgerIcon />
          <span className="ui-visually-hidden">Menu</span>
        </a>
        <div className="ui-header__logo">{logo}</div>
        <nav id={navId} aria-label="Main" className="ui-header__nav">
          <ul className="ui-header__entries">
            {visibleLinks(entries, loggedIn).map((entry) => {
              if (entry.href) {
                return (
                  <li key={entry.id}>
                    {renderLink({
                      href: entry.href,
                      className: 'ui-header__entry',
                      children: entry.name,
                    })}
                  </li>
                );
              }
              const children = entry.children ?? [];
              return (
                <HeaderDropdown
                  key={entry.id}
                  label={entry.name}
                  items={entry.kind === 'collections' ? collectionsDropdown(children) : children}
                  image={navImage}
                  renderLink={renderLink}
                />
              );
            })}
          </ul>
        </nav>
        {search ? <div className="ui-header__search">{search}</div> : null}
        <div className="ui-header__actions">
          {renderLink({
            href: accountHref ?? accountHrefFor(loggedIn),
            className: 'ui-header__account',
            children: (
              <>
                <AccountIcon />
                {firstName ? (
                  <>
                    <span className="ui-visually-hidden">{`Account: ${firstName}`}</span>
                    <span aria-hidden="true" className="ui-header__account-name">
                      {firstName}
                    </span>
                  </>
                ) : (
                  <span className="ui-visually-hidden">{loggedIn ? 'Account' : 'Log in'}</span>
                )}
              </>
            ),
          })}
          {/* Named by its content, not aria-label, so the visible count is part of the name. */}
          {cartHref ? (
            <a
              href={cartHref}
              className="ui-header__cart ui-icon-button"
              onClick={(event) => {
                // A new tab or window still opens the cart page.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onCartClick();
              }}
            >
              <CartIcon />
              <span className="ui-visually-hidden">Open cart</span>
              <CountBadge count={cartCount} label="items in cart" />
            </a>
          ) : (
            <button type="button" className="ui-header__cart ui-icon-button" onClick={onCartClick}>
              <CartIcon />
              <span className="ui-visually-hidden">Open cart</span>
              <CountBadge count={cartCount} label="items in cart" />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

import { ACCOUNT_PATH, LOGIN_PATH } from '@shop/domain';
import { COMPANY_PAGE_PATH } from './company/company-path';
import { Button } from '@shop/ui/button';
import { Form, useLocation } from 'react-router';
import { AppLink } from '../shell/app-link';
import { useBuyer } from '../shell/buyer';

interface Section {
  label: string;
  href: string;
  /** The pages this section is current on, besides its own. */
  also?: RegExp;
  /** Shown to a company's users only. */
  company?: boolean;
}

// The account's sections. An order's page (/account/orders/{id}) belongs to My account,
// where the order history is; so every account page has exactly one current section.
const SECTIONS: readonly Section[] = [
  { label: 'My account', href: ACCOUNT_PATH, also: /^\/account\/orders(\/|$)/ },
  { label: 'My containers', href: `${ACCOUNT_PATH}/containers` },
  {
    label: 'Company users',
    href: COMPANY_PAGE_PATH,
    also: /^\/account\/company\//,
    company: true,
  },
  { label: 'Quick order', href: `${ACCOUNT_PATH}/quick-order` },
  {
    label: 'Container lists',
    href: `${ACCOUNT_PATH}/lists`,
    also: /^\/account\/lists\//,
    company: true,
  },
  { label: 'Edit profile', href: `${ACCOUNT_PATH}/edit` },
  { label: 'Change password', href: `${ACCOUNT_PATH}/password/change` },
];

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The current section of `pathname`: `page` on the section's own page, `true` on a page
 * inside it (an order of My account), null elsewhere.
 */
export function currentSection(section: Section, pathname: string): 'page' | 'true' | null {
  const path = trimmed(pathname);
  if (path === section.href) return 'page';
  return section.also?.test(path) ? 'true' : null;
}

/** The account's side navigation, and the logout button (a submission, so the chrome follows). */
export function AccountNav() {
  const { pathname } = useLocation();
  const { company } = useBuyer();
  return (
    <nav className="account-nav" aria-label="Account">
      <ul className="account-nav__list">
        {SECTIONS.filter((section) => company || !section.company).map((section) => {
          const current = currentSection(section, pathname);
          return (
            <li key={section.href}>
              <AppLink
                to={section.href}
                className="account-nav__link"
                aria-current={current ?? undefined}
              >
                {section.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
      <Form method="post" action={LOGIN_PATH} className="account-nav__logout">
        <input type="hidden" name="intent" value="logout" />
        <Button type="submit" variant="ghost" size="sm" className="account-nav__logout-button">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          >
            <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
          </svg>
          Log out
        </Button>
      </Form>
    </nav>
  );
}

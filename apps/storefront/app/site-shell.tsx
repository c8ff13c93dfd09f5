import type { Customer, NewsletterConfig } from '@shop/api';
import { BlocksProvider, type BlocksLinkProps } from '@shop/cms-blocks';
import type { BlocksMode } from '@shop/cms-blocks';
import { LoadingBar } from '@shop/ui/loading-bar';
import type { HeaderProps } from '@shop/ui/navigation';
import { AlertBar, Footer, Header } from '@shop/ui/navigation';
import { Toast } from '@shop/ui/toast';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';
import { CustomerSession, useHeaderCustomer } from './account/customer-session';
import { AppLink } from './app-link';
import { BrowserApiProvider, type BrowserApiEnv } from './browser-api';
import { CartHost } from './cart/cart-host';
import type { SiteChrome } from './chrome';
import { SiteSearch } from './search/site-search';
import { useCartCount, useCartStore } from './stores/cart';
import { useOpenedOnce } from './use-opened-once';

const FooterNewsletter = lazy(() => import('./footer-newsletter'));
// The menu's dialog is loaded when the menu first opens: no page needs it before (issue 8's
// first-load budget).
const MobileNav = lazy(() =>
  import('@shop/ui/mobile-nav').then((module) => ({ default: module.MobileNav })),
);

type RenderLink = NonNullable<HeaderProps['renderLink']>;

/** @shop/ui renders its links through the router, so chrome links navigate client-side. */
const renderLink: RenderLink = ({ href, ...props }) => <AppLink to={href} {...props} />;

/** Content blocks link internally through the router as well. */
function BlocksLink({ to, className, children }: BlocksLinkProps) {
  return (
    <AppLink to={to} className={className}>
      {children}
    </AppLink>
  );
}

export interface ShellConfig {
  mode: BlocksMode;
  /** Where content images (`/images/…`) are served from: the backend as the browser sees it. */
  assetBaseUrl: string;
  newsletter: NewsletterConfig;
  /** The browser's @shop/api client configuration (public URLs and keys only). */
  api: BrowserApiEnv;
}

/**
 * The page frame: loading bar, alert bar, header and mobile navigation, the routed page,
 * footer with the newsletter signup, and the settings toast, all from @shop/ui and
 * @shop/cms-blocks, with the cart badge and panel, the customer's name and the search bar.
 */
export function SiteShell({
  chrome,
  customer = null,
  config,
  children,
}: {
  chrome: SiteChrome;
  /** The logged-in customer as the server read it (root loader), or null. */
  customer?: Customer | null;
  config: ShellConfig;
  children: ReactNode;
}) {
  const headerCustomer = useHeaderCustomer(customer);
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useOpenedOnce(menuOpen);
  const [toastOpen, setToastOpen] = useState(chrome.toast.show);
  const cartCount = useCartCount();
  const { loggedIn, entries, alertLinks, toast } = chrome;
  return (
    <BrowserApiProvider config={config.api}>
      <CustomerSession serverCustomer={customer} />
      <BlocksProvider
        mode={config.mode}
        linkComponent={BlocksLink}
        assetBaseUrl={config.assetBaseUrl}
      >
        <div className="site-shell" data-navigation={navigation.state}>
          {/* SPEC §7: the mailing-list script of the settings, loaded once (React hoists and dedupes it). */}
          {chrome.mailingScript ? <script src={chrome.mailingScript} async /> : null}
          <LoadingBar loading={navigation.state !== 'idle'} />
          <AlertBar links={alertLinks} loggedIn={loggedIn} renderLink={renderLink} />
          <Header
            entries={entries}
            loggedIn={loggedIn}
            customer={headerCustomer}
            cartCount={cartCount}
            onCartClick={() => {
              useCartStore.getState().setPanelOpen(true);
            }}
            onMenuClick={() => {
              setMenuOpen(true);
            }}
            mobileNavOpen={menuOpen}
            search={<SiteSearch renderLink={renderLink} />}
            logo={
              <AppLink to="/" className="site-brand">
                Trade Furniture
              </AppLink>
            }
            renderLink={renderLink}
          />
          {menuWanted && (
            <Suspense fallback={null}>
              <MobileNav
                open={menuOpen}
                onOpenChange={setMenuOpen}
                entries={entries}
                loggedIn={loggedIn}
                search={
                  <SiteSearch
                    renderLink={renderLink}
                    onNavigate={() => {
                      setMenuOpen(false);
                    }}
                  />
                }
                renderLink={renderLink}
              />
            </Suspense>
          )}
          <CartHost renderLink={renderLink} />
          <main className="site-page" id="main">
            {children}
          </main>
          <Footer
            columns={chrome.footerColumns}
            categories={chrome.footerCategories ?? undefined}
            newsletter={
              <Suspense fallback={null}>
                <FooterNewsletter config={config.newsletter} />
              </Suspense>
            }
            legal={<p>© Trade Furniture</p>}
            renderLink={renderLink}
          />
          <Toast
            open={toastOpen}
            message={toast.message}
            type={toast.type}
            timeout={toast.timeout}
            onClose={() => {
              setToastOpen(false);
            }}
          />
        </div>
      </BlocksProvider>
    </BrowserApiProvider>
  );
}

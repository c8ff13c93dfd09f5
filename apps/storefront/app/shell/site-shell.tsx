import { BlocksProvider, type BlocksLinkProps } from '@shop/cms-blocks';
import { LoadingBar } from '@shop/ui/loading-bar';
import { AlertBar, Footer, Header } from '@shop/ui/navigation';
import { Toast } from '@shop/ui/toast';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';
import { AppLink, renderLink } from './app-link';
import { CART_PATH } from '../cart/cart-paths';
import { CartHost } from '../cart/cart-host';
import { ContainerSummaryHost } from '../cart/container-summary-host';
import { useCartUi } from '../cart/cart-ui';
import { HeaderReadyMark } from './header-ready-mark';
import type { SiteChrome } from './chrome';
import { SiteSearch } from '../search/site-search';
import type { BuyerData } from './buyer';
import type { ShellConfig } from './shell-data';
import { useOpenedOnce } from './use-opened-once';
import { WishlistGuestMerge } from '../wishlist/guest-merge';

const FooterNewsletter = lazy(() => import('../newsletter/footer-newsletter'));
// behaviour.md#guards: the content editor's bridge, in draft mode only (a chunk no published page loads).
const EditorBridge = lazy(() => import('../content/editor-bridge'));
// The menu's dialog is loaded when the menu first opens: no page needs it before (the
// first-load budget of behaviour.md#performance).
const MobileNav = lazy(() =>
  import('@shop/ui/mobile-nav').then((module) => ({ default: module.MobileNav })),
);

/** Content blocks link internally through the router as well. */
function BlocksLink({ to, className, children }: BlocksLinkProps) {
  return (
    <AppLink to={to} className={className}>
      {children}
    </AppLink>
  );
}

/**
 * The page frame: loading bar, alert bar, header and mobile navigation, the routed page,
 * footer with the newsletter signup, and the settings toast, all from @shop/ui and
 * @shop/cms-blocks, with the cart badge and panel, the customer's name and the search bar.
 */
export function SiteShell({
  chrome,
  config,
  buyer,
  children,
}: {
  chrome: SiteChrome;
  config: ShellConfig;
  /** The buyer as the server read it for this page (the buyer layout's loader). */
  buyer: BuyerData;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useOpenedOnce(menuOpen);
  const [toastOpen, setToastOpen] = useState(chrome.toast.show);
  const openCart = useCartUi((state) => state.openPanel);
  const cartCount = buyer.cart.status === 'ready' ? buyer.cart.cart.lines.length : 0;
  const { loggedIn, entries, alertLinks, toast } = chrome;
  return (
    <>
      <WishlistGuestMerge />
      <BlocksProvider
        mode={config.mode}
        linkComponent={BlocksLink}
        assetBaseUrl={config.assetBaseUrl}
      >
        <div className="site-shell" data-navigation={navigation.state}>
          {/* behaviour.md#calls-search: the mailing-list script of the settings, loaded once (React hoists and dedupes it). */}
          {chrome.mailingScript ? <script src={chrome.mailingScript} async /> : null}
          {config.editorBridge ? (
            <Suspense fallback={null}>
              <EditorBridge src={config.editorBridge} />
            </Suspense>
          ) : null}
          <LoadingBar loading={navigation.state !== 'idle'} />
          <AlertBar links={alertLinks} loggedIn={loggedIn} renderLink={renderLink} />
          <Header
            entries={entries}
            loggedIn={loggedIn}
            customer={buyer.customer ? { firstName: buyer.customer.firstName } : null}
            cartCount={cartCount}
            cartHref={CART_PATH}
            onCartClick={openCart}
            onMenuClick={() => {
              setMenuOpen(true);
            }}
            mobileNavOpen={menuOpen}
            search={<SiteSearch renderLink={renderLink} />}
            navImage={chrome.navImage}
            logo={
              <AppLink to="/" className="site-brand">
                Trade Furniture
              </AppLink>
            }
            renderLink={renderLink}
          />
          <HeaderReadyMark />
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
          <ContainerSummaryHost renderLink={renderLink} />
          {/* Boundaries React hydrates after the header, so search and the cart answer a slow
              phone before the page below them is live (behaviour.md#performance). The server renders them
              whole (entry.server.tsx waits for all of it). */}
          <main className="site-page" id="main">
            <Suspense fallback={null}>{children}</Suspense>
          </main>
          <Suspense fallback={null}>
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
          </Suspense>
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
    </>
  );
}

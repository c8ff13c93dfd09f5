import { lazy, Suspense } from 'react';
import { useHydrated } from '../platform/use-hydrated';
import { useLocation } from 'react-router';
import { useBuyer } from '../shell/buyer';
import type { RenderLink } from './cart-host';
import { CHECKOUT_PATH, CONTAINER_BUILD_PATH } from './cart-paths';

// Only a container cart needs it: its code (the summary, the gauges, the store) is a chunk
// of its own, never part of a page's first load.
const ContainerSummaryPanel = lazy(() => import('./container-summary-panel'));

/** The builder shows every container in full; checkout is for placing the order. */
const WITHOUT_SUMMARY = new Set([CONTAINER_BUILD_PATH, CHECKOUT_PATH]);

/**
 * The second modal (behaviour.md#container-summary): once the cart is a container cart (behaviour.md#cart-states), a minimisable
 * summary of each factory's container follows the buyer from page to page, in the page flow
 * between the header and the page: it pushes the page down and never covers its content.
 * The server draws its slot, as tall as the minimised bar, so the summary (drawn in the
 * browser only: its minimised state is the tab's, which the server cannot know) moves
 * nothing when it arrives; minimised is the default.
 */
export function ContainerSummaryHost({ renderLink }: { renderLink: RenderLink }) {
  const { pathname } = useLocation();
  const { cart } = useBuyer();
  const inBrowser = useHydrated();
  const containers = cart.status === 'ready' && cart.cart.isContainer ? cart.containers : [];
  if (containers.length === 0 || WITHOUT_SUMMARY.has(pathname)) return null;
  return (
    <div className="site-container-summary">
      {inBrowser ? (
        <Suspense fallback={null}>
          <ContainerSummaryPanel containers={containers} renderLink={renderLink} />
        </Suspense>
      ) : null}
    </div>
  );
}

// InstantSearch's routing for the search page on top of React Router: the URL is written
// 400 ms after the last change as a React Router push (so the router, the header and the
// history stay in step), and read back on back/forward (InstantSearch's popstate) and on
// any other navigation to another /search URL (e.g. a new term from the header).
import { SEARCH_URL_WRITE_DELAY_MS } from '@shop/domain';
import type { Router, StateMapping, UiState } from 'instantsearch.js';
import historyRouter from 'instantsearch.js/es/lib/routers/history.js';
import {
  parseSearchParams,
  routeToState,
  searchPageHref,
  stateToRoute,
  type SearchRouteState,
} from './route-state';

export interface SearchRouting {
  router: Router<SearchRouteState>;
  stateMapping: StateMapping<UiState, SearchRouteState>;
}

interface PlainLocation {
  pathname: string;
  search: string;
}

export interface RouterBridge {
  /** The location now (on the server: the request's). */
  location: () => PlainLocation;
  /** A history push through the app's router. */
  push: (href: string) => void;
}

/** Tells the routing that the app navigated to `location` (not back/forward, not our own write). */
export type LocationListener = (location: PlainLocation) => void;

export function createSearchRouting(bridge: RouterBridge): {
  routing: SearchRouting;
  /** Call on every location change the router reports. */
  locationChanged: LocationListener;
  /** Call with where the router is navigating (pathname + search), null once it is idle. */
  navigating: (href: string | null) => void;
} {
  let onUpdate: (() => void) | null = null;
  let lastWritten: string | null = null;
  // Writes are debounced: one still pending when the app navigates elsewhere (a new term
  // from the header) must not push the old state back over the new URL.
  let navigations = 0;
  let writeScheduledAt = 0;
  let pending: string | null = null;
  const router = historyRouter<SearchRouteState>({
    writeDelay: SEARCH_URL_WRITE_DELAY_MS,
    // Leaving the page must not write a bare /search on top of where the shopper went.
    cleanUrlOnDispose: false,
    getLocation: () => bridge.location() as Location,
    parseURL: ({ location }) => parseSearchParams(new URLSearchParams(location.search)),
    createURL: ({ routeState }) => searchPageHref(routeState),
    push: (href) => {
      if (writeScheduledAt !== navigations) return;
      // The shopper asked for another page (a new term from the header) and its loader is
      // still running: pushing now would cancel that navigation in favour of the old state.
      if (pending !== null && pending !== lastWritten) return;
      const { pathname, search } = bridge.location();
      // The URL changed under the delayed write (a navigation the routing has not heard of
      // yet): that navigation wins.
      if (scheduledFrom !== null && scheduledFrom !== `${pathname}${search}`) return;
      if (href === `${pathname}${search}`) return;
      lastWritten = href;
      bridge.push(href);
    },
    start: (update) => {
      onUpdate = update;
    },
    dispose: () => {
      onUpdate = null;
    },
  });
  const write = router.write.bind(router);
  let scheduledFrom: string | null = null;
  router.write = (route) => {
    writeScheduledAt = navigations;
    const { pathname, search } = bridge.location();
    scheduledFrom = `${pathname}${search}`;
    write(route);
  };
  return {
    routing: { router, stateMapping: { stateToRoute, routeToState } },
    locationChanged: ({ pathname, search }) => {
      const href = `${pathname}${search}`;
      if (href === lastWritten) return;
      lastWritten = null;
      navigations += 1;
      onUpdate?.();
    },
    navigating: (href) => {
      pending = href;
    },
  };
}

// The search page's URL sync (behaviour.md#calls-search): InstantSearch's routing on top of React
// Router (routing.ts), made once per page and kept told of the router's navigations.
import { useEffect, useRef, useState } from 'react';
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
} from 'react-router';
import { createSearchRouting, type SearchRouting } from './routing';

/** The routing the search page's InstantSearch tree is given. */
export function useSearchRouting(): SearchRouting {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const heading = navigation.location
    ? `${navigation.location.pathname}${navigation.location.search}`
    : null;
  // Created once: InstantSearch cannot change its routing. On the server there is no
  // window; the location React Router rendered is the request's.
  const [{ routing, locationChanged, navigating }] = useState(() => {
    const rendered = { pathname: location.pathname, search: location.search };
    return createSearchRouting({
      location: () => (typeof window === 'undefined' ? rendered : window.location),
      push: (href) => {
        void navigate(href, { preventScrollReset: true });
      },
    });
  });
  // A delayed URL write must not cancel a navigation the shopper started meanwhile.
  useEffect(() => {
    navigating(heading);
  }, [navigating, heading]);
  // Back/forward is read by InstantSearch itself (popstate); any other arrival at a new
  // /search URL is passed on. The location the page mounted with is already its state.
  const seen = useRef(location.key);
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    if (navigationType !== NavigationType.Pop) locationChanged(location);
  }, [location, navigationType, locationChanged]);
  return routing;
}

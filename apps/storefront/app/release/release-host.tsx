import { lazy, Suspense } from 'react';
import { useHydrated } from '../platform/use-hydrated';

// The watch only matters once the page has hydrated and stays open: a chunk of its own,
// loaded after hydration, never part of a page's first load (behaviour.md#deploy-skew).
const ReleaseWatch = lazy(() =>
  import('./release-watch').then((module) => ({ default: module.ReleaseWatch })),
);

/** Mounts the deploy-skew watch (`release-watch.tsx`) in the browser, after hydration. */
export function ReleaseHost() {
  const inBrowser = useHydrated();
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseWatch />
    </Suspense>
  );
}

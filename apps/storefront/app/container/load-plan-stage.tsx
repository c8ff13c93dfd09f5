import type { LoadPlan } from '@shop/domain/load-plan';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../platform/use-hydrated';

// three.js and @react-three/fiber are most of a megabyte: only this page loads them, and only
// once it runs in a browser — never in the page's first-load scripts, never on the server.
const LoadPlan3D = lazy(() =>
  import('@shop/ui/load-plan-3d').then((module) => ({ default: module.LoadPlan3D })),
);

/**
 * The 3D view of a factory's plan (orbit and a loading-step slider). The server and a browser
 * without JavaScript or WebGL show a note instead: the 2D view beside it is drawn on the server
 * and needs neither.
 */
export function LoadPlanStage({ plan, title }: { plan: LoadPlan; title: string }) {
  // False on the server and while hydrating, true after: the 3D view starts loading only then.
  const inBrowser = useHydrated();
  const note = (
    <p className="container-plan__note" data-slot="load-plan-3d-note">
      The 3D view needs JavaScript and WebGL; the views from above, from the side and from the door
      are below.
    </p>
  );
  if (!inBrowser) return note;
  return (
    <Suspense fallback={note}>
      <LoadPlan3D plan={plan} title={title} fallback={note} legend={false} />
    </Suspense>
  );
}

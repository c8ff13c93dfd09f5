import { useContext } from 'react';
import { preloadModule, type PreloadModuleOptions } from 'react-dom';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

// React passes fetchPriority through to the <link>; @types/react-dom does not list it yet.
const lowPriority = { as: 'script', fetchPriority: 'low' } as PreloadModuleOptions;

/**
 * The page's scripts, preloaded at low priority: the page is rendered on the server, so
 * its stylesheet and its main image matter first on a slow connection, and hydration can
 * follow (issue 8's first paint). React Router's <Scripts> preloads the same files without a
 * priority; React keeps the first preload it is given for a file, this one, so render it
 * before <Scripts>.
 */
export function LowPriorityScripts() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { manifest } = framework;
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    hrefs.add(route.module);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  for (const href of hrefs) preloadModule(href, lowPriority);
  return null;
}

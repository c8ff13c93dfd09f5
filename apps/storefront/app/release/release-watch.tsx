// Deploy skew (behaviour.md#deploy-skew: the polled build manifest and the page reload guard): a buyer
// keeps a page open while a new release is deployed. The page's JavaScript is the old
// release's; its route chunks are gone from the new server, so the next in-app navigation
// would fail on a missing chunk (React Router then reloads the page the buyer is leaving).
// Instead, the page asks the server now and then whether it is still current, and once it is
// not, makes the next navigation a full document load of where the buyer was going.
import { mayReloadPage } from '@shop/domain';
import { useEffect } from 'react';
import { createPath, NavigationType, useBlocker, type BlockerFunction } from 'react-router';

/** How often a visible page asks whether a new release is out (and when it is shown again). */
export const RELEASE_CHECK_INTERVAL_MS = 60_000;

/**
 * React Router's manifest endpoint (its `routeDiscovery.manifestPath`, left at the default).
 * Asked with the page's build version, the server compares it with its own and answers 204
 * with `X-Remix-Reload-Document` when they differ: the very check React Router's lazy route
 * discovery relies on, so no endpoint of our own has to know the build.
 */
const MANIFEST_PATH = '/__manifest';

/** When this tab last forced a document load (the page reload guard of behaviour.md#deploy-skew survives the load). */
const RELOADED_AT_KEY = 'shop:release-reload-at';

declare global {
  interface Window {
    /** The build manifest React Router hydrates from; `version` names the build. */
    __reactRouterManifest?: { version?: string };
  }
}

let outdated = false;

/** Asks the server whether the page's build is still the one it serves. */
async function checkRelease(signal: AbortSignal): Promise<void> {
  const version = window.__reactRouterManifest?.version;
  if (outdated || !version) return;
  const url = `${MANIFEST_PATH}?paths=&version=${encodeURIComponent(version)}`;
  // Never from a cache: the answer is about now.
  const response = await fetch(url, { cache: 'no-store', signal });
  if (response.status === 204 && response.headers.has('X-Remix-Reload-Document')) outdated = true;
}

function lastReloadAt(): number | null {
  try {
    const stored = sessionStorage.getItem(RELOADED_AT_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/**
 * Whether this navigation should be a document load: the page is out of date and the tab has
 * not forced one within the guard's 10 s. Should the new page still look out of date (a cached
 * document, replicas of two releases behind one address), navigations go on in the page.
 */
function shouldLoadDocument(): boolean {
  return outdated && mayReloadPage(lastReloadAt(), Date.now());
}

function rememberReload() {
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // No storage (private mode): the guard cannot hold, the load still happens.
  }
}

// Back and forward are left to React Router: the address has already changed, so its reload
// on a missing chunk loads the page the buyer went to.
const blockNavigation: BlockerFunction = ({ historyAction }) =>
  historyAction !== NavigationType.Pop && shouldLoadDocument();

/**
 * Watches for a new release while the page is visible (every minute, and whenever the tab is
 * shown again) and then turns the next navigation into a document load: a link or
 * `navigate()` through React Router's blocker, a form by letting the browser submit it
 * itself (every form here works without JavaScript), so what it sends is not lost.
 */
export function ReleaseWatch() {
  const blocker = useBlocker(blockNavigation);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    rememberReload();
    window.location.assign(createPath(blocker.location));
  }, [blocker]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let request: AbortController | undefined;
    const check = () => {
      request?.abort();
      request = new AbortController();
      // A server being restarted may not answer: the next check asks again.
      checkRelease(request.signal).catch(() => undefined);
    };
    const schedule = () => {
      clearInterval(timer);
      timer =
        document.visibilityState === 'visible'
          ? setInterval(check, RELEASE_CHECK_INTERVAL_MS)
          : undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
      schedule();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      // Back from the page cache: it may have slept through a release.
      if (event.persisted) check();
    };
    // In the capture phase on window, before React's listeners on the document: stopped
    // here, React Router never sees the submit, and the browser sends the form itself.
    const onSubmit = (event: SubmitEvent) => {
      if (!shouldLoadDocument()) return;
      rememberReload();
      event.stopPropagation();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('submit', onSubmit, true);
    schedule();
    return () => {
      clearInterval(timer);
      request?.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('submit', onSubmit, true);
    };
  }, []);

  return null;
}

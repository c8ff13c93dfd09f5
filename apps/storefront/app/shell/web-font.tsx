import { useEffect } from 'react';

/**
 * The web font (Inter, @shop/ui's font.css) is 48 kB. It is `font-display: optional`: used
 * only if it is there within a tenth of a second of the first paint, never swapped in later
 * (text never moves). On a first visit over a slow line it never is — yet the browser still
 * fetched it at the highest priority, beside the scripts that make the header work
 * (behaviour.md#performance). So a first visit sets its text in the metric-matched fallback
 * and fetches the font once the page has loaded and the browser is idle; from the next
 * document on (the font in the HTTP cache) the page asks for Inter from its first paint.
 */
export const WEB_FONT_FAMILY = 'Inter Variable';

/** Set once the browser holds the font: later documents use it from their first paint. */
export const WEB_FONT_STORAGE_KEY = 'shop:web-font';

/** On `<html>` when the page sets its text in the web font (app.css reads it). */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';

// Runs in <head> before the first paint (a nonce'd inline script: the CSP allows it). Storage
// can throw (disabled cookies, some private modes): then the fallback stays.
const FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONT_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"")}catch(e){}`;

/** The `<head>` script that turns the web font on for a browser that already holds it. */
export function WebFontFlag({ nonce }: { nonce: string }) {
  // The browser hides a nonce from the page, so the client renders it empty: as React
  // Router's own inline scripts do, the mismatch is expected.
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: FLAG_SCRIPT }}
    />
  );
}

function whenLoadedAndIdle(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 5000 })
        : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * After a first visit's page has loaded and the browser is idle, fetches the web font into
 * the cache (the page itself keeps its fallback: nothing moves) and remembers it for the
 * next document.
 */
export function WebFontWarmup() {
  useEffect(() => {
    // The flag script found the font already held (it read the storage for this document).
    if (document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE)) return undefined;
    return whenLoadedAndIdle(() => {
      document.fonts
        .load(`1em "${WEB_FONT_FAMILY}"`)
        .then((faces) => {
          if (faces.length > 0) localStorage.setItem(WEB_FONT_STORAGE_KEY, '1');
        })
        .catch(() => undefined);
    });
  }, []);
  return null;
}

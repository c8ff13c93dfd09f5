import { Scripts } from 'react-router';

/**
 * Runs after the <noscript> that holds React Router's <Scripts> markup (inert there: with
 * scripting on, the browser reads a <noscript>'s content as text, and React neither hoists
 * its links nor hydrates it).
 * - Classic scripts run at once, where <Scripts> would have run them: the router's context
 *   must exist before its streamed loader data arrives further down the page.
 * - The module script and the modulepreloads are added once the browser reports the first
 *   contentful paint: the page is rendered on the server, so on a slow line its stylesheet
 *   and images come first and hydration follows. Preloads go at low priority for the same
 *   reason.
 * - Without paint timing (old browsers) they start a frame later; a document in the
 *   background paints nothing and starts at once; none waits more than 5 s.
 * Plain ES2017 in a string, so no build step rewrites it.
 */
const LOADER = `(function (loader) {
  var holder = loader.previousElementSibling;
  var parsed = document.createElement('template');
  parsed.innerHTML = holder.textContent;
  function copy(el) {
    var fresh = document.createElement(el.localName);
    for (var i = 0; i < el.attributes.length; i++) {
      fresh.setAttribute(el.attributes[i].name, el.attributes[i].value);
    }
    if (el.localName === 'script') fresh.text = el.text;
    return fresh;
  }
  var later = [];
  var last = loader;
  Array.prototype.forEach.call(parsed.content.children, function (el) {
    if (el.localName === 'script' && el.type !== 'module') {
      var now = copy(el);
      last.after(now);
      last = now;
    } else later.push(el);
  });
  var started = false;
  var preloaded = {};
  function start() {
    if (started) return;
    started = true;
    later.forEach(function (el) {
      var fresh = copy(el);
      if (el.localName === 'link') {
        if (preloaded[el.href]) return;
        preloaded[el.href] = true;
        fresh.fetchPriority = 'low';
        document.head.appendChild(fresh);
      } else document.body.appendChild(fresh);
    });
  }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 5000);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})(document.currentScript);`;

/**
 * React Router's <Scripts>, started after the first paint instead of during the HTML parse
 * (issue 8). Otherwise the forty module downloads and the hydration they lead to land
 * before the first frame, and a slow phone shows nothing until they are done. Render it
 * where <Scripts> would go, at the end of <body>.
 */
export function DeferredScripts() {
  return (
    <>
      <noscript>
        <Scripts />
      </noscript>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LOADER }} />
    </>
  );
}

/**
 * The "external mailing script" the site settings point at (behaviour.md#calls-search). Mailchimp's embed
 * script validates forms and tracks sign-ups; the local stand-in only announces that it
 * loaded, so the storefront's script loading can be seen working. It touches nothing else.
 */
export const MAILING_SCRIPT = `/* Local newsletter script of the reference backend: harmless stand-in for the mailing-list provider's embed script. */
(function () {
  'use strict';
  if (typeof window === 'undefined') return;
  window.__shopMailingList = { provider: 'local', loadedAt: new Date().toISOString() };
  if (typeof window.dispatchEvent === 'function' && typeof CustomEvent === 'function') {
    window.dispatchEvent(new CustomEvent('shop:mailing-list-ready'));
  }
})();
`;

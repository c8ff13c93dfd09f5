// A page a shared cache may keep carries no nonce (behaviour.md#security): one copy is served
// to every guest for minutes, and a nonce shared by all of them is no nonce. It is rendered
// like any page — its scripts marked with the request's nonce — and sealed as the render
// finishes (entry.server.tsx), before any middleware sees it: the marks are taken out and the
// hashes of the marked scripts go to the CSP (security-headers.server.ts). The page cache's
// ETag (page-cache.server.ts) is then taken over the sealed body, the same for every render.
// Sealing the bytes where they are made spares a copy of the whole document into a second
// Response on every guest's page.
import type { RouterContextProvider } from 'react-router';
import { sealInlineScripts } from './script-hashes.server';
import { cspNonce, cspScriptHashes } from './security-headers.server';
import { mayBeShared } from './shared-pages.server';

/** The rendered document `body` as this request's answer carries it: sealed when it may be shared. */
export function sharedPageBody(
  request: Request,
  context: RouterContextProvider,
  body: Uint8Array<ArrayBuffer>,
): Uint8Array<ArrayBuffer> {
  if (!mayBeShared(request)) return body;
  const sealed = sealInlineScripts(body, context.get(cspNonce));
  context.set(cspScriptHashes, sealed.hashes);
  return sealed.body;
}

// A page a shared cache may keep carries no nonce (behaviour.md#security): one copy is served
// to every guest for minutes, and a nonce shared by all of them is no nonce. It is rendered
// like any page — its scripts marked with the request's nonce — and sealed here before the
// cache sees it: the marks are taken out and the hashes of the marked scripts go to the CSP
// (security-headers.server.ts). Inside the page cache, so the ETag is taken over the sealed
// body, the same for every render.
import type { MiddlewareFunction } from 'react-router';
import { documentBody, documentResponse, initOf } from './document-body.server';
import { sealInlineScripts } from './script-hashes.server';
import { cspNonce, cspScriptHashes } from './security-headers.server';
import { mayBeShared } from './shared-pages.server';

export const sharedPageScripts: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const response = await next();
  const html = response.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  if (!mayBeShared(request) || !html || response.body === null) return response;
  const sealed = sealInlineScripts(await documentBody(response), context.get(cspNonce));
  context.set(cspScriptHashes, sealed.hashes);
  return documentResponse(sealed.body, initOf(response));
};

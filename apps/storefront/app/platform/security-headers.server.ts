import { randomFillSync } from 'node:crypto';
import type { MiddlewareFunction } from 'react-router';
import { createContext } from 'react-router';
import type { StorefrontEnv } from './env.server';
import { cspSource, env } from './env.server';
import { hasBuyerCookies } from './shared-pages.server';

// The headers every answer of the storefront carries (docs/behaviour.md#security): documents, client
// navigations' data, redirects and resource routes alike. Documents also get the
// Content-Security-Policy. Its inline scripts are allowed by a nonce fresh for each answer on
// a buyer's pages, which no cache shares; a page a shared cache may keep — the same for every
// guest, served from the cache to many — carries no nonce at all, but the hash of each inline
// script this server rendered into it (shared-page-scripts.server.ts), so no two answers ever
// share a nonce and every cached copy allows exactly its own scripts.

const HSTS = 'max-age=31536000; includeSubDomains';

// Nonces come from a buffer of CSPRNG bytes filled 256 nonces at a time, as Node's own
// randomUUID does: a call into OpenSSL for 16 bytes was 0.5 % of a guest's page under load
// (profile:pages), the bytes are as unguessable either way, and none is handed out twice.
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** 128 random bits, base64: a CSP nonce (CSP Level 3 asks for at least 128 bits). */
export function freshNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const start = nonceOffset;
  nonceOffset += NONCE_BYTES;
  return noncePool.toString('base64', start, nonceOffset);
}

const originOf = (url: string) => new URL(url).origin;

/**
 * Scripts: this site's own, the nonce'd inline ones, and from elsewhere only the paths that
 * must load — the newsletter's JSONP endpoint (one path), the mailing script's configured
 * sources and, in draft mode, the content editor's bridge (one file): never a whole origin,
 * since the backend's origin also serves pictures and other answers a script tag could be
 * pointed at. Never 'unsafe-inline'. Styles may be inline
 * (components set sizes and colours in style attributes). Images and the product movie may
 * come from any https host (hosted content's assets); the browser calls only the search API.
 */
export function contentSecurityPolicy(
  env: StorefrontEnv,
  inlineScripts: readonly string[],
): string {
  const { scriptSources, rest } = policyOf(env);
  return `default-src 'self'; script-src ${unique(["'self'", ...inlineScripts, ...scriptSources])}; ${rest}`;
}

const unique = (values: string[]) => [...new Set(values)].join(' ');

/** What a configuration's policy is apart from a document's inline scripts: worked out once. */
const policies = new WeakMap<StorefrontEnv, { scriptSources: string[]; rest: string }>();

function policyOf(env: StorefrontEnv): { scriptSources: string[]; rest: string } {
  let policy = policies.get(env);
  if (policy) return policy;
  const directives: [string, string][] = [
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', unique(["'self'", 'data:', 'blob:', 'https:', originOf(env.publicBackendUrl)])],
    ['media-src', unique(["'self'", 'https:', originOf(env.publicBackendUrl)])],
    ['font-src', "'self' data:"],
    ['connect-src', unique(["'self'", ...(env.browserSearch.hosts ?? []).map(originOf)])],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  policy = {
    scriptSources: [
      cspSource(env.newsletter.url),
      ...env.mailingScriptOrigins,
      // behaviour.md#guards: the content editor's bridge, in draft mode only.
      ...(env.content.staging ? [cspSource(env.content.bridgeUrl)] : []),
    ],
    rest: directives.map(([name, value]) => `${name} ${value}`).join('; '),
  };
  policies.set(env, policy);
  return policy;
}

/** Pages that show a customer's or a cart's data: no shared or browser cache may keep them. */
function personalised(request: Request, headers: Headers): boolean {
  return hasBuyerCookies(request) || headers.has('Set-Cookie');
}

/**
 * The headers of every answer; `inlineScripts` (a nonce source, or hash sources) adds a
 * document's CSP.
 */
export function applySecurityHeaders(
  request: Request,
  headers: Headers,
  env: StorefrontEnv,
  inlineScripts?: readonly string[],
): void {
  if (inlineScripts !== undefined)
    headers.set('Content-Security-Policy', contentSecurityPolicy(env, inlineScripts));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  // The URL says https only when the request came so, or through a trusted proxy (server.ts).
  if (new URL(request.url).protocol === 'https:') headers.set('Strict-Transport-Security', HSTS);
  if (personalised(request, headers)) headers.set('Cache-Control', 'private, no-store');
}

/**
 * This request's CSP nonce, for entry.server.tsx to put on the scripts it renders. On a page a
 * shared cache may keep it only marks them: it is taken out again and their hashes stand in.
 */
export const cspNonce = createContext<string>('');

/** The hash sources of a sealed shared page's scripts (shared-page-scripts.server.ts), or null. */
export const cspScriptHashes = createContext<string[] | null>(null);

/** A response whose headers may be changed (a fetched one's are immutable). */
function editable(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/**
 * The root's first middleware: a fresh, unguessable nonce per request, then the headers on
 * whatever answer comes back, the CSP on HTML — with the nonce, or with the script hashes of a
 * shared page that was sealed on its way out.
 */
export const securityHeaders: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const nonce = freshNonce();
  context.set(cspNonce, nonce);
  const response = editable(await next());
  const html = response.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  const hashes = context.get(cspScriptHashes);
  applySecurityHeaders(
    request,
    response.headers,
    env,
    html ? (hashes ?? [`'nonce-${nonce}'`]) : undefined,
  );
  return response;
};

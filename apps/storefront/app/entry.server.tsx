// The server's document renderer: React Router's default Node entry, with the
// Content-Security-Policy nonce of the request (security-headers.server.ts, behaviour.md#security) on
// every script it renders.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from './platform/csp-nonce';
import { documentResponse } from './platform/document-body.server';
import { cspNonce } from './platform/security-headers.server';
import { sharedPageBody } from './platform/shared-page-scripts.server';

// server.ts runs each request inside this scope (the shopper's address); it reaches the
// scope through the build's entry module, the one module both share.
export { requestScope } from './platform/request-scope.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonce);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document at once, for every reader: without JavaScript a streamed Suspense
    // boundary would stay hidden, and a shared cache keeps whole pages. The shell's Suspense
    // boundaries (site-shell.tsx) are there for the browser, which hydrates the header before
    // the page below it (behaviour.md#performance).
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      abort();
    }, streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry it too.
        nonce,
        // Every boundary inline where it stands, however large: React would otherwise send a
        // big one (the page in site-shell.tsx's) after its fallback, for a script to move
        // into place, which a reader without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const status = responseStatusCode;
          // The document is complete here, so it is collected into one buffer rather than
          // streamed: a guest's page is sealed here and its ETag taken over the whole body
          // (document-body.server.ts), and one chunk costs them far less than React's many
          // small ones.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html');
              resolve(
                documentResponse(sharedPageBody(request, loadContext, Buffer.concat(chunks)), {
                  headers: responseHeaders,
                  status,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the initial shell reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

// The bytes of a document this server rendered, kept beside its Response. The render collects
// the whole document into one buffer (entry.server.tsx), and the page cache takes a guest's
// page's ETag over those bytes (page-cache.server.ts); reading them back out of the Response's
// stream would cost about as much as the render's last steps (copies through a
// ReadableStream), so it takes the buffer itself. A Response this server did not build this
// way is read as any other.
const bodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** A Response whose bytes the middleware after it can take without reading its stream. */
export function documentResponse(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  bodies.set(response, body);
  return response;
}

/** The bytes of a document this server rendered (its Response unread), or undefined. */
export function renderedBody(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return response.bodyUsed ? undefined : bodies.get(response);
}

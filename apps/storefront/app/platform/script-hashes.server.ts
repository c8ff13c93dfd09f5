import { hash } from 'node:crypto';

const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script');
const TAG_END = 0x3e; // '>'
const CARRIAGE_RETURN = 0x0d;

/** CSP's hash of a script's text: SHA-256 of its UTF-8 bytes, as the browser sees them. */
function cspHash(text: Buffer): string {
  // The HTML parser turns CR LF and lone CR into LF before a script's text exists.
  const seen = text.includes(CARRIAGE_RETURN)
    ? Buffer.from(text.toString('utf8').replace(/\r\n?/g, '\n'))
    : text;
  return `'sha256-${hash('sha256', seen, 'base64')}'`;
}

/** `bytes` without any occurrence of `needle`. */
function without(bytes: Buffer<ArrayBuffer>, needle: Buffer): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + needle.length;
  }
  if (start === 0) return bytes;
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}

/**
 * A document rendered with `marker` as its scripts' nonce, made fit for a shared cache: the
 * CSP hash sources (`'sha256-…'`) of the inline scripts that carry the marker — the ones this
 * server rendered (React Router's, the layout's, React's) — and the body with every
 * ` nonce="marker"` taken out. An inline script that does not carry the marker (anything that
 * found its way into the markup) gets no hash and stays refused. The marker is as unguessable
 * as a nonce and never leaves the server.
 */
export function sealInlineScripts(
  body: Uint8Array<ArrayBuffer>,
  marker: string,
): { body: Uint8Array<ArrayBuffer>; hashes: string[] } {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const attribute = Buffer.from(` nonce="${marker}"`);
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(OPEN); at !== -1; at = bytes.indexOf(OPEN, at + 1)) {
    const tagEnd = bytes.indexOf(TAG_END, at);
    if (tagEnd === -1) break;
    const close = bytes.indexOf(CLOSE, tagEnd + 1);
    if (close === -1) break;
    const tag = bytes.subarray(at, tagEnd);
    const marked = tag.includes(attribute);
    if (marked && !/\ssrc\s*=/i.test(tag.toString('latin1')))
      hashes.add(cspHash(bytes.subarray(tagEnd + 1, close)));
    at = close;
  }
  return { body: without(bytes, attribute), hashes: [...hashes] };
}

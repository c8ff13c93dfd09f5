import { createHash } from 'node:crypto';

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
  return `'sha256-${createHash('sha256').update(seen).digest('base64')}'`;
}

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script of a document this server
 * rendered, read off its bytes: each `<script …>` without `src`, up to its `</script`. A
 * page a shared cache keeps carries these instead of a nonce (security-headers.server.ts), so
 * every copy of it allows exactly its own scripts. Only for our own markup: React escapes
 * text and React Router its data, so no script's text holds `</script`.
 */
export function inlineScriptHashes(body: Uint8Array): string[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(OPEN); at !== -1; at = bytes.indexOf(OPEN, at + 1)) {
    const next = bytes[at + OPEN.length];
    // `<scripts>` or text in another tag's name is no script element.
    if (next !== TAG_END && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x2f)
      continue;
    const tagEnd = bytes.indexOf(TAG_END, at);
    if (tagEnd === -1) break;
    const close = bytes.indexOf(CLOSE, tagEnd + 1);
    if (close === -1) break;
    const attributes = bytes.toString('latin1', at + OPEN.length, tagEnd);
    if (!/\ssrc\s*=/i.test(attributes)) hashes.add(cspHash(bytes.subarray(tagEnd + 1, close)));
    at = close;
  }
  return [...hashes];
}

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealInlineScripts } from './script-hashes.server';

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const bytes = (html: string) => new TextEncoder().encode(html);
const text = (body: Uint8Array) => new TextDecoder().decode(body);
const M = 'm4rk3rAAAAbbbbCCCC==';

describe('sealInlineScripts', () => {
  it('hashes each marked inline script once, by its UTF-8 text, and takes the marker out', () => {
    const html = [
      `<html><head><script nonce="${M}">a()</script>`,
      `<script src="/assets/x.js" nonce="${M}" async></script>`,
      `<link rel="modulepreload" href="/assets/y.js" nonce="${M}"/>`,
      `<script nonce="${M}" type="module" async="">import "/assets/café.js";</script>`,
      `</head><body><p>&lt;script&gt;not one</p><script nonce="${M}">a()</script>`,
      `<script nonce="${M}"\n>b("é")</script></body></html>`,
    ].join('');
    const sealed = sealInlineScripts(bytes(html), M);
    expect(sealed.hashes).toEqual([sha('a()'), sha('import "/assets/café.js";'), sha('b("é")')]);
    expect(text(sealed.body)).not.toContain(M);
    expect(text(sealed.body)).not.toContain('nonce');
    expect(text(sealed.body)).toContain('<script type="module" async="">');
  });

  it('gives no hash to an inline script without the marker: one injected into the page stays refused', () => {
    const html = `<script nonce="${M}">ours()</script><div><script>injected()</script><script nonce="guess">x()</script></div>`;
    expect(sealInlineScripts(bytes(html), M).hashes).toEqual([sha('ours()')]);
  });

  it('hashes what the browser sees: line breaks as LF', () => {
    expect(
      sealInlineScripts(bytes(`<script nonce="${M}">a()\r\nb()\rc()</script>`), M).hashes,
    ).toEqual([sha('a()\nb()\nc()')]);
  });

  it('reads a view into a larger buffer, and leaves a body without the marker as it is', () => {
    const html = bytes(`xx<script nonce="${M}">yes()</script>yy`);
    expect(sealInlineScripts(html.subarray(2, html.length - 2), M).hashes).toEqual([sha('yes()')]);
    const plain = sealInlineScripts(bytes('<p>no scripts</p>'), M);
    expect(plain.hashes).toEqual([]);
    expect(text(plain.body)).toBe('<p>no scripts</p>');
  });
});

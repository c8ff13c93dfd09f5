import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes.server';

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const bytes = (html: string) => new TextEncoder().encode(html);

describe('inlineScriptHashes', () => {
  it('hashes every inline script once, by its UTF-8 text, and no script with a src', () => {
    const html = [
      '<html><head><script>a()</script>',
      '<script src="/assets/x.js" async></script>',
      '<script type="module" async="">import "/assets/café.js";</script>',
      '</head><body><p>&lt;script&gt;not one</p><script>a()</script>',
      '<script\n>b("é")</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(bytes(html))).toEqual([
      sha('a()'),
      sha('import "/assets/café.js";'),
      sha('b("é")'),
    ]);
  });

  it('hashes what the browser sees: line breaks as LF', () => {
    expect(inlineScriptHashes(bytes('<script>a()\r\nb()\rc()</script>'))).toEqual([
      sha('a()\nb()\nc()'),
    ]);
  });

  it('skips what only looks like a script tag, and reads a view into a larger buffer', () => {
    const html = bytes('xx<scripts>no</scripts><script>yes()</script>yy');
    expect(inlineScriptHashes(html.subarray(2, html.length - 2))).toEqual([sha('yes()')]);
    expect(inlineScriptHashes(bytes('<p>no scripts</p>'))).toEqual([]);
  });
});

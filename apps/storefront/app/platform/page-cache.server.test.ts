import { describe, expect, it } from 'vitest';
import { nonceFreeDigest } from './page-cache.server';

const page = (nonce: string, text = 'Oslo chair') =>
  new TextEncoder().encode(
    `<script nonce="${nonce}">a()</script><p>${text} — café</p><script nonce="${nonce}"></script>${nonce}`,
  );

describe('nonceFreeDigest', () => {
  it('is the same for two answers of a page that differ only in their nonce', () => {
    expect(nonceFreeDigest(page('n0nceAAAA'), 'n0nceAAAA')).toBe(
      nonceFreeDigest(page('n0nceBBBBBBBB'), 'n0nceBBBBBBBB'),
    );
  });

  it('differs when the page does', () => {
    expect(nonceFreeDigest(page('n0nceAAAA'), 'n0nceAAAA')).not.toBe(
      nonceFreeDigest(page('n0nceAAAA', 'Bergen chair'), 'n0nceAAAA'),
    );
  });

  it('hashes the whole body when there is no nonce, and reads a view into a larger buffer', () => {
    const body = new TextEncoder().encode('xx<p>one</p>yy');
    const view = body.subarray(2, 12);
    expect(nonceFreeDigest(view, '')).toBe(
      nonceFreeDigest(new TextEncoder().encode('<p>one</p>'), ''),
    );
    expect(nonceFreeDigest(view, '')).toMatch(/^[\w-]{27}$/);
  });
});

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isPlainIdentifier, jsonpBody } from './jsonp';

describe('isPlainIdentifier', () => {
  it('accepts the callback names JSONP clients generate', () => {
    for (const name of ['cb', '__shopJsonp1a2b_3', 'jQuery3710_1700000000000', '$callback', '_']) {
      expect(isPlainIdentifier(name), name).toBe(true);
    }
  });

  it('refuses anything that could be more than a name', () => {
    for (const name of [
      undefined,
      '',
      '1cb',
      'a.b',
      'a[0]',
      'a(1)',
      'a;b',
      'a b',
      'a\n',
      'a\u2028',
      '/**/a',
      'a'.repeat(129),
    ]) {
      expect(isPlainIdentifier(name), String(name)).toBe(false);
    }
  });
});

describe('jsonpBody', () => {
  it('escapes characters that could end a script element or a line', () => {
    const msg = '</script><script>alert(1)</script> & \u2028\u2029';
    const body = jsonpBody('cb', { result: 'error', msg });
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    let received: unknown;
    runInNewContext(body, { cb: (v: unknown) => (received = v) });
    expect(received).toEqual({ result: 'error', msg });
  });
});

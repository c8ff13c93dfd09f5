import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedMailingScript } from './mailing-script.server';

const backend = 'http://localhost:4000';

describe('allowedMailingScript', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('resolves a relative script against the backend and keeps an allowed origin', () => {
    expect(allowedMailingScript('/newsletter/mailing.js', backend, [backend])).toBe(
      'http://localhost:4000/newsletter/mailing.js',
    );
    expect(
      allowedMailingScript('https://chimpstatic.com/mcjs/x.js', backend, [
        'https://chimpstatic.com',
      ]),
    ).toBe('https://chimpstatic.com/mcjs/x.js');
  });

  it('leaves out, and logs, a script from anywhere else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const url of [
      'https://evil.example/x.js',
      'https://localhost:4000/x.js',
      'javascript:alert(1)',
      '//evil.example/x.js',
    ])
      expect(allowedMailingScript(url, backend, [backend])).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(allowedMailingScript(null, backend, [backend])).toBeNull();
  });
});

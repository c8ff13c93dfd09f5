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

  it('keeps a path-limited source to its file or folder, as the CSP does', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sources = [`${backend}/newsletter/`, 'https://cdn.example/mc/embed.js'];
    expect(allowedMailingScript('/newsletter/mailing.js', backend, sources)).toBe(
      'http://localhost:4000/newsletter/mailing.js',
    );
    expect(allowedMailingScript('https://cdn.example/mc/embed.js?v=3', backend, sources)).toBe(
      'https://cdn.example/mc/embed.js?v=3',
    );
    for (const url of [
      '/subscribe/post-json?c=alert',
      '/images/swatches/x.svg',
      '/newsletter',
      'https://cdn.example/mc/embed.js/../other.js',
      'https://cdn.example/mc/other.js',
    ])
      expect(allowedMailingScript(url, backend, sources)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
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

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkFailureError } from '../errors/network-failure-error';
import { jsonp } from './jsonp';

// jsdom gives the real DOM this path runs on, but loads no external scripts; the mailing
// list's answer (a script calling the callback) is played by calling the global callback,
// exactly as the loaded script would. What is tested is our tag, registry and clean-up.
const registry = globalThis as unknown as Record<string, unknown>;

function scriptTags(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('JSONP in the browser', () => {
  it('adds one script tag for the URL and resolves with what the callback receives, then cleans up', async () => {
    const url = 'https://list.example/subscribe/post-json?u=u1&id=l1&EMAIL=a%40example.com&c=cb_ok';
    const pending = jsonp(url, 'cb_ok', { timeoutMs: 1000 });
    expect(scriptTags().map((script) => script.src)).toEqual([url]);
    expect(typeof registry.cb_ok).toBe('function');

    (registry.cb_ok as (data: unknown) => void)({ result: 'success', msg: 'Thanks' });
    await expect(pending).resolves.toEqual({ result: 'success', msg: 'Thanks' });
    expect(scriptTags()).toHaveLength(0);
    expect(registry.cb_ok).toBeUndefined();
  });

  it('rejects with a timed-out NetworkFailureError when no answer comes, and cleans up', async () => {
    const pending = jsonp('https://list.example/subscribe/post-json?c=cb_slow', 'cb_slow', {
      timeoutMs: 50,
    });
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkFailureError);
    expect((failure as NetworkFailureError).timedOut).toBe(true);
    expect(scriptTags()).toHaveLength(0);
    expect(registry.cb_slow).toBeUndefined();
  });

  it('rejects when the script cannot load', async () => {
    const pending = jsonp('https://list.example/subscribe/post-json?c=cb_err', 'cb_err', {
      timeoutMs: 1000,
    });
    scriptTags()[0]?.dispatchEvent(new Event('error'));
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkFailureError);
    expect((failure as NetworkFailureError).timedOut).toBe(false);
    expect(registry.cb_err).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenCache, forgetTokens } from './token-cache';

const buyer = { id: 1, email: 'buyer@example.com', groupName: 'Trade', tokenHash: 'h1' };
const inAnHour = () => new Date(Date.now() + 3_600_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('token cache', () => {
  it('remembers a lookup until a revocation empties every cache', () => {
    const one = createTokenCache();
    const two = createTokenCache();
    one.set('h1', buyer, inAnHour(), one.generation);
    two.set('h1', buyer, inAnHour(), two.generation);
    expect(one.get('h1')).toEqual(buyer);
    forgetTokens();
    expect(one.get('h1')).toBeUndefined();
    expect(two.get('h1')).toBeUndefined();
  });

  it('does not keep a lookup that started before a revocation', () => {
    const cache = createTokenCache();
    const seen = cache.generation;
    forgetTokens();
    cache.set('h1', buyer, inAnHour(), seen);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets a token at its expiry, and any lookup after 30 s', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    const cache = createTokenCache();
    cache.set('soon', buyer, new Date(Date.now() + 5_000), cache.generation);
    cache.set('later', buyer, inAnHour(), cache.generation);
    vi.advanceTimersByTime(5_000);
    expect(cache.get('soon')).toBeUndefined();
    expect(cache.get('later')).toEqual(buyer);
    vi.advanceTimersByTime(25_001);
    expect(cache.get('later')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_RELOAD_GUARD_MS } from './constants';
import { mayReloadPage } from './reload-guard';

describe('mayReloadPage (behaviour.md#deploy-skew: the page reload guard)', () => {
  const now = 1_800_000_000_000;

  it('allows the first forced load', () => {
    expect(mayReloadPage(null, now)).toBe(true);
  });

  it('allows no second one within 10 s, and one again from then on', () => {
    expect(PAGE_RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReloadPage(now - 1, now)).toBe(false);
    expect(mayReloadPage(now - PAGE_RELOAD_GUARD_MS + 1, now)).toBe(false);
    expect(mayReloadPage(now - PAGE_RELOAD_GUARD_MS, now)).toBe(true);
    expect(mayReloadPage(now - 60_000, now)).toBe(true);
  });

  it('counts a clock that went back as recent, and ignores a stored value that is no time', () => {
    expect(mayReloadPage(now + 5_000, now)).toBe(false);
    expect(mayReloadPage(Number.NaN, now)).toBe(true);
  });
});

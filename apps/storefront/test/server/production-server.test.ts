// server.ts's own settings, without starting it (the workers themselves: test/browser).
import { describe, expect, it } from 'vitest';
import { trustProxySetting, workerCount } from '../../server';

describe('WEB_CONCURRENCY', () => {
  it('is one process unless set, and one worker per core for max', () => {
    expect(workerCount(undefined, 4)).toBe(1);
    expect(workerCount('  ', 2)).toBe(1);
    expect(workerCount('max', 4)).toBe(4);
    expect(workerCount('1', 8)).toBe(1);
    expect(workerCount(' 3 ', 8)).toBe(3);
  });

  it('refuses what is not a worker count, saying so', () => {
    for (const bad of ['0', '-1', 'two', '1.5', '10000', 'MAX'])
      expect(() => workerCount(bad, 2)).toThrow(
        `WEB_CONCURRENCY must be a whole number from 1, not "${bad}"`,
      );
  });
});

describe('TRUST_PROXY', () => {
  it('reads booleans and hop counts as such and anything else as a list', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

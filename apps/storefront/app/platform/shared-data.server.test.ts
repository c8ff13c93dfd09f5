import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { sharedData } from './shared-data.server';

// lru-cache keeps its own clock (performance.now), so copies go stale in real time here:
// a twentieth of a second.
const BRIEF = 0.05;
const PAST_BRIEF = 80;

function counter(answers: (() => Promise<string>)[]) {
  let calls = 0;
  const read = vi.fn((key: string) => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer ? answer().then((value) => `${key}:${value}`) : Promise.reject(new Error('none'));
  });
  return read;
}

describe('sharedData', () => {
  it('reads a key once for concurrent and later requests while it is fresh', async () => {
    const read = counter([() => Promise.resolve('one')]);
    const shared = sharedData(read, { seconds: 30 });
    const answers = await Promise.all([shared.get('a'), shared.get('a'), shared.get('a')]);
    expect(answers).toEqual(['a:one', 'a:one', 'a:one']);
    expect(await shared.get('a')).toBe('a:one');
    expect(await shared.get('b')).toBe('b:one');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers a stale copy at once and refreshes it behind', async () => {
    const read = counter([() => Promise.resolve('one'), () => Promise.resolve('two')]);
    const shared = sharedData(read, { seconds: BRIEF });
    expect(await shared.get('a')).toBe('a:one');
    await sleep(PAST_BRIEF);
    // Stale: the old copy now, the new one once the background read has landed.
    expect(await shared.get('a')).toBe('a:one');
    expect(read).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => {
      expect(await shared.get('a')).toBe('a:two');
    });
  });

  it('keeps the last good copy when a refresh fails, and reads again later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = counter([
      () => Promise.resolve('one'),
      () => Promise.reject(new Error('backend down')),
      () => Promise.resolve('three'),
    ]);
    const shared = sharedData(read, { seconds: BRIEF });
    expect(await shared.get('a')).toBe('a:one');
    await sleep(PAST_BRIEF);
    // The refresh fails: the copy it had is kept (and logged) ...
    expect(await shared.get('a')).toBe('a:one');
    await vi.waitFor(() => {
      expect(console.error).toHaveBeenCalledWith(
        'A shared read failed; the last good copy stays',
        expect.any(Error),
      );
    });
    expect(await shared.get('a')).toBe('a:one');
    // ... and read again once that copy is stale in turn.
    await sleep(PAST_BRIEF);
    await shared.get('a');
    await vi.waitFor(async () => {
      expect(await shared.get('a')).toBe('a:three');
    });
  });

  it('lets a first read that fails fail, and does not keep the failure', async () => {
    const read = counter([
      () => Promise.reject(new Error('backend down')),
      () => Promise.resolve('two'),
    ]);
    const shared = sharedData(read, { seconds: 30 });
    await expect(shared.get('a')).rejects.toThrow('backend down');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await shared.get('a')).toBe('a:two');
  });

  it('reads for every request with 0 seconds (draft mode)', async () => {
    const read = counter([() => Promise.resolve('one'), () => Promise.resolve('two')]);
    const shared = sharedData(read, { seconds: 0 });
    expect(await shared.get('a')).toBe('a:one');
    expect(await shared.get('a')).toBe('a:two');
  });

  it('forgets everything on clear', async () => {
    const read = counter([() => Promise.resolve('one'), () => Promise.resolve('two')]);
    const shared = sharedData(read, { seconds: 30 });
    expect(await shared.get('a')).toBe('a:one');
    shared.clear();
    expect(await shared.get('a')).toBe('a:two');
  });
});

import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('byte ranges', () => {
  it('reads single ranges, open ends and suffixes', () => {
    expect(parseByteRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(parseByteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-20', 100)).toEqual({ start: 80, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers the whole file for no or unusable headers, and refuses ranges past the end', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-9', 'bytes=a-b'])
      expect(parseByteRange(header, 100)).toBeNull();
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

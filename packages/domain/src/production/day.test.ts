import { describe, expect, it } from 'vitest';
import { formatDay } from './day';

describe('formatDay', () => {
  it('reads a date as it is, whatever the server’s zone', () => {
    expect(formatDay('2027-01-18')).toBe('Mon 18 Jan 2027');
    expect(formatDay('2027-01-18T23:30:00.000Z')).toBe('Mon 18 Jan 2027');
  });

  it('takes another pattern', () => {
    expect(formatDay('2026-12-04', 'EEE d MMM')).toBe('Fri 4 Dec');
  });
});

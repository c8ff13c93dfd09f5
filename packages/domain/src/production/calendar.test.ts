import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCTION_CALENDAR,
  MAX_SLOT_WEEKS,
  addDaysToDate,
  checkSlot,
  isTimeZone,
  nextSlot,
  productionCalendarSchema,
  slotAt,
  type ProductionCalendar,
} from './calendar';
import { slotWords } from './slot-text';

// A Foshan factory: orders close on Fridays at 17:00 China time, containers depart 45 days on.
const foshan: ProductionCalendar = {
  timeZone: 'Asia/Shanghai',
  cutoffWeekday: 5,
  cutoffTime: '17:00',
  leadTimeDays: 45,
  transitDays: 21,
  containersPerSlot: 2,
};
const none = () => 0;

describe('nextSlot', () => {
  it('picks the coming cut-off in the factory time zone', () => {
    // Wednesday 2 Dec 2026, 10:00 UTC = 18:00 in Shanghai.
    const { slot, fullSlotsSkipped } = nextSlot(foshan, new Date('2026-12-02T10:00:00Z'), none);
    expect(slot).toEqual({
      key: '2026-12-04',
      cutoffAt: '2026-12-04T09:00:00.000Z',
      departure: '2027-01-18',
    });
    expect(fullSlotsSkipped).toEqual([]);
  });

  it('counts the cut-off day by the factory clock, not the buyer’s', () => {
    // Friday 4 Dec 08:59 UTC is 16:59 in Shanghai: still in time.
    expect(nextSlot(foshan, new Date('2026-12-04T08:59:00Z'), none).slot.key).toBe('2026-12-04');
    // One minute after the cut-off the next Friday is the slot.
    expect(nextSlot(foshan, new Date('2026-12-04T09:00:00Z'), none).slot.key).toBe('2026-12-11');
    // Friday 4 Dec 20:00 in Sydney is 17:00 in Shanghai: too late, though it is still Friday.
    expect(nextSlot(foshan, new Date('2026-12-04T09:00:01Z'), none).slot.key).toBe('2026-12-11');
  });

  it('on the cut-off weekday after a late-evening order, moves a week', () => {
    // Thursday 3 Dec 23:30 UTC is already Friday 07:30 in Shanghai: today's cut-off.
    expect(nextSlot(foshan, new Date('2026-12-03T23:30:00Z'), none).slot.key).toBe('2026-12-04');
  });

  it('skips full slots and says which', () => {
    const booked = (key: string) => (key === '2026-12-04' || key === '2026-12-11' ? 2 : 1);
    const { slot, fullSlotsSkipped } = nextSlot(foshan, new Date('2026-12-01T00:00:00Z'), booked);
    expect(slot.key).toBe('2026-12-18');
    expect(fullSlotsSkipped.map((s) => s.key)).toEqual(['2026-12-04', '2026-12-11']);
  });

  it('crosses month and year ends', () => {
    const sunday: ProductionCalendar = { ...foshan, cutoffWeekday: 7, leadTimeDays: 30 };
    const { slot } = nextSlot(sunday, new Date('2026-12-28T00:00:00Z'), none);
    expect(slot).toMatchObject({ key: '2027-01-03', departure: '2027-02-02' });
  });

  it('keeps the wall-clock cut-off across a daylight-saving change', () => {
    const berlin: ProductionCalendar = { ...foshan, timeZone: 'Europe/Berlin', cutoffWeekday: 1 };
    // Mondays 23 and 30 March 2026, either side of the change to summer time on the 29th.
    expect(nextSlot(berlin, new Date('2026-03-22T00:00:00Z'), none).slot.cutoffAt).toBe(
      '2026-03-23T16:00:00.000Z',
    );
    expect(nextSlot(berlin, new Date('2026-03-24T00:00:00Z'), none).slot.cutoffAt).toBe(
      '2026-03-30T15:00:00.000Z',
    );
  });

  it('gives up after two years of full slots', () => {
    expect(() => nextSlot(foshan, new Date('2026-12-01T00:00:00Z'), () => 2)).toThrow(
      `every slot of the next ${MAX_SLOT_WEEKS} weeks is full`,
    );
  });
});

describe('slotAt', () => {
  it('rebuilds a slot from its key', () => {
    expect(slotAt(foshan, '2026-12-04')).toEqual({
      key: '2026-12-04',
      cutoffAt: '2026-12-04T09:00:00.000Z',
      departure: '2027-01-18',
    });
  });

  it('knows Sunday cut-offs', () => {
    const sunday: ProductionCalendar = { ...foshan, cutoffWeekday: 7 };
    expect(slotAt(sunday, '2026-12-06')?.key).toBe('2026-12-06');
    expect(slotAt(sunday, '2026-12-04')).toBeUndefined();
  });

  it.each(['2026-12-03', '2026-02-30', '04/12/2026', ''])('knows no slot on %j', (key) => {
    expect(slotAt(foshan, key)).toBeUndefined();
  });
});

describe('checkSlot', () => {
  const now = new Date('2026-12-02T00:00:00Z');

  it('keeps the slot the buyer saw while it is open', () => {
    expect(checkSlot(foshan, '2026-12-04', now, none)).toEqual({
      open: true,
      slot: slotAt(foshan, '2026-12-04'),
    });
  });

  it('says the slot closed and which is next', () => {
    const check = checkSlot(foshan, '2026-11-27', now, none);
    expect(check).toMatchObject({
      open: false,
      reason: 'closed',
      next: { slot: { key: '2026-12-04' } },
    });
  });

  it('says the slot filled up', () => {
    const booked = (key: string) => (key === '2026-12-04' ? 2 : 0);
    expect(checkSlot(foshan, '2026-12-04', now, booked)).toMatchObject({
      open: false,
      reason: 'full',
      next: { slot: { key: '2026-12-11' } },
    });
  });

  it('refuses a key that is no slot', () => {
    expect(checkSlot(foshan, '2026-12-05', now, none)).toMatchObject({
      open: false,
      reason: 'unknown',
    });
  });
});

describe('the calendar schema', () => {
  it('accepts a factory calendar and the default one', () => {
    expect(productionCalendarSchema.parse(foshan)).toEqual(foshan);
    expect(productionCalendarSchema.parse(DEFAULT_PRODUCTION_CALENDAR)).toEqual(
      DEFAULT_PRODUCTION_CALENDAR,
    );
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ cutoffTime: '24:00' }, 'cutoffTime'],
    [{ cutoffWeekday: 0 }, 'cutoffWeekday'],
    [{ containersPerSlot: 0 }, 'containersPerSlot'],
  ])('refuses %j', (change, field) => {
    const result = productionCalendarSchema.safeParse({ ...foshan, ...change });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
  });

  it('knows time zones', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Nowhere/Else')).toBe(false);
  });
});

describe('addDaysToDate', () => {
  it('adds and subtracts calendar days', () => {
    expect(addDaysToDate('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDaysToDate('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('slotWords', () => {
  it('reads as the buyer is told on the builder', () => {
    const slot = slotAt(foshan, '2026-12-04')!;
    expect(slotWords(foshan, slot)).toEqual({
      cutoff: 'Fri 4 Dec',
      cutoffTime: '17:00 Asia/Shanghai',
      departure: '18 Jan',
      sentence: 'Order by Fri 4 Dec for the slot that departs around 18 Jan',
    });
  });
});

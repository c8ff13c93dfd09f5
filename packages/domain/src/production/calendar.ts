import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';

/** True when `name` is a time zone this runtime knows (IANA names such as `Asia/Shanghai`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A factory's production calendar. Orders close weekly at a cut-off in the factory's own
 * time zone; the containers of one cut-off make a slot, which departs `leadTimeDays` after
 * it and arrives `transitDays` later. A slot holds `containersPerSlot` containers; a full slot sends the order to the next.
 */
export const productionCalendarSchema = z.strictObject({
  timeZone: z.string().refine(isTimeZone, { error: 'Must be an IANA time zone' }),
  /** ISO weekday of the cut-off: 1 Monday … 7 Sunday. */
  cutoffWeekday: z.number().int().min(1).max(7),
  /** Wall-clock time of the cut-off at the factory, `HH:MM` (24 h). */
  cutoffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Must be HH:MM' }),
  leadTimeDays: z.number().int().min(1).max(365),
  /** Days at sea from departure to the port of discharge. */
  transitDays: z.number().int().min(1).max(120),
  containersPerSlot: z.number().int().min(1).max(1000),
});
export type ProductionCalendar = z.infer<typeof productionCalendarSchema>;

/**
 * The calendar of a factory that has not given its own: Friday 17:00 in Guangdong, where
 * most of the furniture comes from, 45 days of production, three weeks at sea.
 */
export const DEFAULT_PRODUCTION_CALENDAR: ProductionCalendar = {
  timeZone: 'Asia/Shanghai',
  cutoffWeekday: 5,
  cutoffTime: '17:00',
  leadTimeDays: 45,
  transitDays: 21,
  containersPerSlot: 4,
};

/** One weekly production slot of a factory. */
export interface ProductionSlot {
  /** The cut-off's date at the factory, `YYYY-MM-DD`: the slot's key. */
  key: string;
  /** The cut-off as an instant, ISO 8601 in UTC. */
  cutoffAt: string;
  /** The planned departure (ETD) date, `YYYY-MM-DD`. */
  departure: string;
}

export interface SlotChoice {
  slot: ProductionSlot;
  /** Open slots passed over because they were full, earliest first. */
  fullSlotsSkipped: ProductionSlot[];
}

/** How many containers a slot already holds, by slot key. */
export type BookedContainers = (slotKey: string) => number;

/** How far ahead a slot is looked for: two years of weekly slots. */
export const MAX_SLOT_WEEKS = 104;

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` plus `days` calendar days (dates without a time zone). */
export function addDaysToDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function cutoffOn(calendar: ProductionCalendar, year: number, month: number, day: number): TZDate {
  const [hours, minutes] = calendar.cutoffTime.split(':').map(Number) as [number, number];
  return new TZDate(year, month, day, hours, minutes, 0, 0, calendar.timeZone);
}

function slotOf(calendar: ProductionCalendar, cutoff: TZDate): ProductionSlot {
  const key = format(cutoff, 'yyyy-MM-dd');
  return {
    key,
    cutoffAt: new Date(cutoff.getTime()).toISOString(),
    departure: addDaysToDate(key, calendar.leadTimeDays),
  };
}

/**
 * The slot whose cut-off falls on `key` (`YYYY-MM-DD` at the factory), or undefined when no
 * cut-off falls on that date.
 */
export function slotAt(calendar: ProductionCalendar, key: string): ProductionSlot | undefined {
  const match = DATE_KEY.exec(key);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const cutoff = cutoffOn(calendar, year, month, day);
  const isoWeekday = cutoff.getDay() || 7;
  if (format(cutoff, 'yyyy-MM-dd') !== key || isoWeekday !== calendar.cutoffWeekday) {
    return undefined;
  }
  return slotOf(calendar, cutoff);
}

/**
 * The first slot an order placed at `now` can still join: the next cut-off at the factory
 * that has not passed, moved a week at a time while that slot is full.
 */
export function nextSlot(
  calendar: ProductionCalendar,
  now: Date,
  booked: BookedContainers,
): SlotChoice {
  const local = new TZDate(now.getTime(), calendar.timeZone);
  const ahead = (calendar.cutoffWeekday - (local.getDay() || 7) + 7) % 7;
  const fullSlotsSkipped: ProductionSlot[] = [];
  for (let week = 0; week <= MAX_SLOT_WEEKS; week++) {
    const cutoff = cutoffOn(
      calendar,
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + ahead + 7 * week,
    );
    if (cutoff.getTime() <= now.getTime()) continue;
    const slot = slotOf(calendar, cutoff);
    if (booked(slot.key) < calendar.containersPerSlot) return { slot, fullSlotsSkipped };
    fullSlotsSkipped.push(slot);
  }
  throw new RangeError(`nextSlot: every slot of the next ${MAX_SLOT_WEEKS} weeks is full`);
}

export type SlotCheck =
  | { open: true; slot: ProductionSlot }
  | { open: false; reason: 'unknown' | 'closed' | 'full'; next: SlotChoice };

/**
 * Whether an order placed at `now` may still join the slot the buyer was shown (`key`): the
 * date the buyer saw is the date the order keeps, or the order is told which slot is next.
 */
export function checkSlot(
  calendar: ProductionCalendar,
  key: string,
  now: Date,
  booked: BookedContainers,
): SlotCheck {
  const closed = (reason: 'unknown' | 'closed' | 'full'): SlotCheck => ({
    open: false,
    reason,
    next: nextSlot(calendar, now, booked),
  });
  const slot = slotAt(calendar, key);
  if (!slot) return closed('unknown');
  if (Date.parse(slot.cutoffAt) <= now.getTime()) return closed('closed');
  if (booked(slot.key) >= calendar.containersPerSlot) return closed('full');
  return { open: true, slot };
}

import { addDaysToDate } from './calendar';
import type { EmptyIndicatorCode, EventClassifier, EventType } from './dcsa-codes';

/**
 * A container's milestones from DCSA Track & Trace 2.2 events. DCSA has no "cargo ready"
 * code: by our convention the factory reports stuffing (`STUF`) when the cargo is ready.
 */

/** What the milestones read of a DCSA event (`eventType` EQUIPMENT, TRANSPORT or SHIPMENT). */
export interface MilestoneEvent {
  eventType: EventType;
  eventClassifierCode: EventClassifier;
  eventDateTime: string;
  eventCreatedDateTime: string;
  equipmentEventTypeCode?: string | null;
  transportEventTypeCode?: string | null;
  emptyIndicatorCode?: EmptyIndicatorCode | null;
}

export const MILESTONES = [
  { key: 'cargo-ready', label: 'Cargo ready', eventType: 'EQUIPMENT', code: 'STUF' },
  { key: 'gated-in', label: 'Gated in at the port', eventType: 'EQUIPMENT', code: 'GTIN' },
  { key: 'loaded', label: 'Loaded on the vessel', eventType: 'EQUIPMENT', code: 'LOAD' },
  { key: 'departed', label: 'Departed', eventType: 'TRANSPORT', code: 'DEPA' },
  { key: 'arrived', label: 'Arrived', eventType: 'TRANSPORT', code: 'ARRI' },
  { key: 'discharged', label: 'Discharged', eventType: 'EQUIPMENT', code: 'DISC' },
  { key: 'delivered', label: 'Gated out for delivery', eventType: 'EQUIPMENT', code: 'GTOT' },
] as const;
export type Milestone = (typeof MILESTONES)[number];
export type MilestoneKey = Milestone['key'];

/** The milestone an event reports, if any. Gate moves count only when the box is full. */
export function milestoneOf(event: MilestoneEvent): Milestone | undefined {
  const code =
    event.eventType === 'TRANSPORT' ? event.transportEventTypeCode : event.equipmentEventTypeCode;
  const milestone = MILESTONES.find((m) => m.eventType === event.eventType && m.code === code);
  if (milestone && (milestone.code === 'GTIN' || milestone.code === 'GTOT')) {
    return event.emptyIndicatorCode === 'EMPTY' ? undefined : milestone;
  }
  return milestone;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (instants or dates), later positive, earlier negative. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) || 0;
}

export interface MilestoneDates {
  milestone: Milestone;
  /** The latest reported date of each classifier (a later report corrects an earlier one). */
  planned?: string;
  estimated?: string;
  actual?: string;
  /** How far the estimate (or the actual date) lies from the plan, in days. */
  movedDays?: number;
}

/** Every milestone of a container, in order, with its planned, estimated and actual dates. */
export function milestoneDates(events: readonly MilestoneEvent[]): MilestoneDates[] {
  const latest = new Map<string, MilestoneEvent>();
  for (const event of events) {
    const milestone = milestoneOf(event);
    if (!milestone) continue;
    const key = `${milestone.key}:${event.eventClassifierCode}`;
    const seen = latest.get(key);
    if (!seen || seen.eventCreatedDateTime <= event.eventCreatedDateTime) latest.set(key, event);
  }
  return MILESTONES.map((milestone) => {
    const at = (classifier: EventClassifier) =>
      latest.get(`${milestone.key}:${classifier}`)?.eventDateTime;
    const planned = at('PLN');
    const estimated = at('EST');
    const actual = at('ACT');
    const latestDate = actual ?? estimated;
    return {
      milestone,
      ...(planned && { planned }),
      ...(estimated && { estimated }),
      ...(actual && { actual }),
      ...(planned && latestDate && { movedDays: daysBetween(planned, latestDate) }),
    };
  });
}

/** The best date known of a milestone: what happened, else the estimate, else the plan. */
export function bestDate(dates: MilestoneDates): string | undefined {
  return dates.actual ?? dates.estimated ?? dates.planned;
}

/** Where a container stands, in order; past the factory, each stage is a milestone reached. */
export const CONTAINER_STAGES = [
  { key: 'awaiting-deposit', label: 'Awaiting deposit' },
  { key: 'in-production', label: 'In production' },
  { key: 'cargo-ready', label: 'Cargo ready', milestone: 'cargo-ready' },
  { key: 'gated-in', label: 'Gated in', milestone: 'gated-in' },
  { key: 'loaded', label: 'Loaded', milestone: 'loaded' },
  { key: 'on-the-water', label: 'On the water', milestone: 'departed' },
  { key: 'arrived', label: 'Arrived', milestone: 'arrived' },
  { key: 'discharged', label: 'Discharged', milestone: 'discharged' },
  { key: 'delivered', label: 'Delivered', milestone: 'delivered' },
] as const satisfies readonly { key: string; label: string; milestone?: MilestoneKey }[];
export type ContainerStage = (typeof CONTAINER_STAGES)[number];
export type ContainerStageKey = ContainerStage['key'];

/**
 * Where a container stands: its furthest milestone that happened, else in production once
 * the deposit is paid, else awaiting the deposit.
 */
export function containerStage(
  events: readonly MilestoneEvent[],
  depositPaid: boolean,
): ContainerStage {
  const furthest = milestoneDates(events).findLast((dates) => dates.actual)?.milestone.key;
  const stage = furthest
    ? CONTAINER_STAGES.find((s) => 'milestone' in s && s.milestone === furthest)
    : CONTAINER_STAGES[depositPaid ? 1 : 0];
  return stage as ContainerStage;
}

/** The next milestone that has not happened yet, or undefined when all have. */
export function nextMilestone(dates: readonly MilestoneDates[]): MilestoneDates | undefined {
  const lastReached = dates.findLastIndex((d) => d.actual);
  return dates[lastReached + 1];
}

/**
 * Whether a new estimate moved far enough from the one the buyer was last told to tell them
 * again (`thresholdDays` or more, either way). A date that did not move is no news, even with
 * a threshold of 0.
 */
export function estimateMovedBeyond(
  previous: string | undefined,
  next: string,
  thresholdDays: number,
): boolean {
  if (previous === undefined) return false;
  const moved = Math.abs(daysBetween(previous, next));
  return moved > 0 && moved >= thresholdDays;
}

/** When the factory plans each milestone: days from the departure or from the arrival. */
const PLAN: Record<MilestoneKey, { from: 'departure' | 'arrival'; days: number }> = {
  'cargo-ready': { from: 'departure', days: -7 },
  'gated-in': { from: 'departure', days: -3 },
  loaded: { from: 'departure', days: -1 },
  departed: { from: 'departure', days: 0 },
  arrived: { from: 'arrival', days: 0 },
  discharged: { from: 'arrival', days: 1 },
  delivered: { from: 'arrival', days: 3 },
};

/**
 * The plan of a container booked in a slot: each milestone's planned date (`YYYY-MM-DD`),
 * counted from the departure and the arrival `transitDays` after it.
 */
export function plannedMilestones(
  departure: string,
  transitDays: number,
): { milestone: Milestone; date: string }[] {
  const arrival = addDaysToDate(departure, transitDays);
  return MILESTONES.map((milestone) => ({
    milestone,
    date: addDaysToDate(
      PLAN[milestone.key].from === 'departure' ? departure : arrival,
      PLAN[milestone.key].days,
    ),
  }));
}

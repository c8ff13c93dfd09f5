import { describe, expect, it } from 'vitest';
import {
  bestDate,
  containerStage,
  daysBetween,
  estimateMovedBeyond,
  milestoneDates,
  milestoneOf,
  nextMilestone,
  plannedMilestones,
  type MilestoneEvent,
} from './milestones';

let created = 0;
function event(
  classifier: MilestoneEvent['eventClassifierCode'],
  code: string,
  eventDateTime: string,
  extra: Partial<MilestoneEvent> = {},
): MilestoneEvent {
  const transport = code === 'DEPA' || code === 'ARRI';
  created += 1;
  return {
    eventType: transport ? 'TRANSPORT' : 'EQUIPMENT',
    eventClassifierCode: classifier,
    eventDateTime,
    eventCreatedDateTime: `2026-12-01T00:00:${String(created % 60).padStart(2, '0')}Z`,
    ...(transport ? { transportEventTypeCode: code } : { equipmentEventTypeCode: code }),
    ...extra,
  };
}

const planned = [
  event('PLN', 'STUF', '2027-01-08T00:00:00Z'),
  event('PLN', 'GTIN', '2027-01-12T00:00:00Z', { emptyIndicatorCode: 'LADEN' }),
  event('PLN', 'LOAD', '2027-01-17T00:00:00Z'),
  event('PLN', 'DEPA', '2027-01-18T00:00:00Z'),
  event('PLN', 'ARRI', '2027-02-08T00:00:00Z'),
];

describe('milestoneOf', () => {
  it('maps DCSA codes to milestones', () => {
    expect(milestoneOf(planned[0]!)?.key).toBe('cargo-ready');
    expect(milestoneOf(planned[3]!)?.key).toBe('departed');
  });

  it('ignores empty gate moves and codes that are no milestone', () => {
    expect(
      milestoneOf(event('ACT', 'GTOT', '2026-12-20T00:00:00Z', { emptyIndicatorCode: 'EMPTY' })),
    ).toBeUndefined();
    expect(milestoneOf(event('ACT', 'GTOT', '2027-02-10T00:00:00Z'))?.key).toBe('delivered');
    expect(milestoneOf(event('ACT', 'INSP', '2027-02-10T00:00:00Z'))).toBeUndefined();
    expect(
      milestoneOf({ ...planned[0]!, eventType: 'SHIPMENT', equipmentEventTypeCode: null }),
    ).toBeUndefined();
  });
});

describe('milestoneDates', () => {
  it('lists every milestone in order with what is known', () => {
    const dates = milestoneDates(planned);
    expect(dates.map((d) => d.milestone.key)).toEqual([
      'cargo-ready',
      'gated-in',
      'loaded',
      'departed',
      'arrived',
      'discharged',
      'delivered',
    ]);
    expect(dates[3]).toEqual({ milestone: dates[3]!.milestone, planned: '2027-01-18T00:00:00Z' });
    expect(dates[5]).toEqual({ milestone: dates[5]!.milestone });
  });

  it('passes over events that are no milestone', () => {
    const inspection = event('ACT', 'INSP', '2027-01-10T00:00:00Z');
    expect(milestoneDates([...planned, inspection])).toEqual(milestoneDates(planned));
  });

  it('shows how far an estimate moved from the plan, and the latest report wins', () => {
    const dates = milestoneDates([
      ...planned,
      event('EST', 'DEPA', '2027-01-20T00:00:00Z'),
      event('EST', 'DEPA', '2027-01-22T00:00:00Z'),
      event('EST', 'ARRI', '2027-02-06T00:00:00Z'),
    ]);
    expect(dates[3]).toMatchObject({ estimated: '2027-01-22T00:00:00Z', movedDays: 4 });
    expect(dates[4]).toMatchObject({ movedDays: -2 });
  });

  it('an older report does not override a newer one', () => {
    const newer = event('EST', 'DEPA', '2027-01-22T00:00:00Z');
    const older = {
      ...event('EST', 'DEPA', '2027-01-19T00:00:00Z'),
      eventCreatedDateTime: '2026-01-01T00:00:00Z',
    };
    expect(milestoneDates([newer, older])[3]?.estimated).toBe('2027-01-22T00:00:00Z');
  });

  it('measures an actual date against the plan', () => {
    const dates = milestoneDates([...planned, event('ACT', 'STUF', '2027-01-07T00:00:00Z')]);
    expect(dates[0]).toMatchObject({ actual: '2027-01-07T00:00:00Z', movedDays: -1 });
    expect(bestDate(dates[0]!)).toBe('2027-01-07T00:00:00Z');
    expect(bestDate(dates[1]!)).toBe('2027-01-12T00:00:00Z');
  });
});

describe('containerStage', () => {
  it('awaits the deposit, then is in production', () => {
    expect(containerStage(planned, false).label).toBe('Awaiting deposit');
    expect(containerStage(planned, true).label).toBe('In production');
  });

  it('stands at the furthest milestone that happened', () => {
    const events = [
      ...planned,
      event('ACT', 'STUF', '2027-01-07T00:00:00Z'),
      event('ACT', 'DEPA', '2027-01-19T00:00:00Z'),
      event('EST', 'ARRI', '2027-02-09T00:00:00Z'),
    ];
    expect(containerStage(events, true)).toMatchObject({
      key: 'on-the-water',
      label: 'On the water',
    });
  });
});

describe('nextMilestone', () => {
  it('is the one after the last that happened', () => {
    const dates = milestoneDates([...planned, event('ACT', 'STUF', '2027-01-07T00:00:00Z')]);
    expect(nextMilestone(dates)?.milestone.key).toBe('gated-in');
    expect(nextMilestone(milestoneDates(planned))?.milestone.key).toBe('cargo-ready');
  });

  it('is none once delivered', () => {
    const dates = milestoneDates([event('ACT', 'GTOT', '2027-02-12T00:00:00Z')]);
    expect(nextMilestone(dates)).toBeUndefined();
  });
});

describe('estimates that move', () => {
  it('counts whole days either way', () => {
    expect(daysBetween('2027-01-18', '2027-01-21')).toBe(3);
    expect(daysBetween('2027-01-18T00:00:00Z', '2027-01-17T20:00:00Z')).toBe(0);
    expect(daysBetween('2027-01-18', '2027-01-15')).toBe(-3);
  });

  it('tells the buyer again only past the threshold', () => {
    expect(estimateMovedBeyond(undefined, '2027-01-21', 2)).toBe(false);
    expect(estimateMovedBeyond('2027-01-18', '2027-01-19', 2)).toBe(false);
    expect(estimateMovedBeyond('2027-01-18', '2027-01-20', 2)).toBe(true);
    expect(estimateMovedBeyond('2027-01-18', '2027-01-16', 2)).toBe(true);
  });

  it('with a threshold of 0, tells any move but not an unchanged date', () => {
    expect(estimateMovedBeyond('2027-01-18', '2027-01-19', 0)).toBe(true);
    expect(estimateMovedBeyond('2027-01-18', '2027-01-18', 0)).toBe(false);
  });
});

describe('plannedMilestones', () => {
  it('plans each milestone from the departure and the arrival', () => {
    expect(
      plannedMilestones('2027-01-18', 21).map(({ milestone, date }) => [milestone.key, date]),
    ).toEqual([
      ['cargo-ready', '2027-01-11'],
      ['gated-in', '2027-01-15'],
      ['loaded', '2027-01-17'],
      ['departed', '2027-01-18'],
      ['arrived', '2027-02-08'],
      ['discharged', '2027-02-09'],
      ['delivered', '2027-02-11'],
    ]);
  });
});

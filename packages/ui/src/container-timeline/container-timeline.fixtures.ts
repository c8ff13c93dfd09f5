// A 40 ft container from a factory in Ningbo, at points of its 60–90 days after checkout.
import type { Milestone } from './MilestoneTimeline';
import type { ScheduledPayment } from './PaymentSchedule';

/** Every milestone as first planned: nothing has happened yet. */
export const plannedMilestones: Milestone[] = [
  { key: 'slot-confirmed', label: 'Production slot confirmed', planned: 'Fri 4 Dec' },
  { key: 'deposit-paid', label: 'Deposit paid', planned: 'Fri 11 Dec' },
  { key: 'cargo-ready', label: 'Cargo ready', planned: 'Mon 4 Jan', location: 'Nordic Oak Works' },
  { key: 'gate-in', label: 'Gated in', planned: 'Fri 8 Jan', location: 'Ningbo, CN' },
  { key: 'loaded', label: 'Loaded', planned: 'Mon 11 Jan', location: 'Ningbo, CN' },
  { key: 'departed', label: 'Departed', planned: 'Tue 12 Jan', location: 'Ningbo, CN' },
  { key: 'arrived', label: 'Arrived', planned: 'Tue 16 Feb', location: 'Felixstowe, GB' },
  { key: 'discharged', label: 'Discharged', planned: 'Wed 17 Feb', location: 'Felixstowe, GB' },
  { key: 'gate-out', label: 'Gated out', planned: 'Fri 19 Feb', location: 'Felixstowe, GB' },
];

function withDates(updates: Record<string, Partial<Milestone>>): Milestone[] {
  return plannedMilestones.map((milestone) => ({ ...milestone, ...updates[milestone.key] }));
}

/** In production: the slot and the deposit done, the cargo estimated on plan. */
export const inProductionMilestones = withDates({
  'slot-confirmed': { actual: 'Fri 4 Dec', dateTime: '2026-12-04' },
  'deposit-paid': { actual: 'Thu 10 Dec', movedDays: -1, dateTime: '2026-12-10' },
  'cargo-ready': { estimated: 'Mon 4 Jan' },
});

/** The factory runs late: cargo ready 3 days after plan, the sailing with it. */
export const movedLaterMilestones = withDates({
  'slot-confirmed': { actual: 'Fri 4 Dec' },
  'deposit-paid': { actual: 'Fri 11 Dec' },
  'cargo-ready': { estimated: 'Thu 7 Jan', movedDays: 3 },
  departed: { estimated: 'Fri 15 Jan', movedDays: 3 },
  arrived: { estimated: 'Fri 19 Feb', movedDays: 3 },
});

/** The vessel makes up time at sea: arrival estimated 2 days early. */
export const movedEarlierMilestones = withDates({
  'slot-confirmed': { actual: 'Fri 4 Dec' },
  'deposit-paid': { actual: 'Fri 11 Dec' },
  'cargo-ready': { actual: 'Mon 4 Jan' },
  'gate-in': { actual: 'Fri 8 Jan' },
  loaded: { actual: 'Mon 11 Jan' },
  departed: { actual: 'Tue 12 Jan' },
  arrived: { estimated: 'Sun 14 Feb', movedDays: -2 },
});

/** Arrived and discharged; only the gate out to come. */
export const arrivedMilestones = withDates({
  'slot-confirmed': { actual: 'Fri 4 Dec' },
  'deposit-paid': { actual: 'Fri 11 Dec' },
  'cargo-ready': { actual: 'Mon 4 Jan' },
  'gate-in': { actual: 'Fri 8 Jan' },
  loaded: { actual: 'Mon 11 Jan' },
  departed: { actual: 'Tue 12 Jan' },
  arrived: { actual: 'Thu 18 Feb', movedDays: 2, dateTime: '2027-02-18' },
  discharged: { actual: 'Fri 19 Feb', movedDays: 2 },
  'gate-out': { estimated: 'Mon 22 Feb', movedDays: 3 },
});

export const deposit: ScheduledPayment = {
  key: 'deposit',
  label: 'Deposit (30 %)',
  amount: '$12,600.00',
  due: 'Fri 11 Dec',
  dueDateTime: '2026-12-11',
  status: 2,
};

export const balance: ScheduledPayment = {
  key: 'balance',
  label: 'Balance (70 %)',
  amount: '$29,400.00',
  due: 'Fri 8 Jan',
  status: 0,
};

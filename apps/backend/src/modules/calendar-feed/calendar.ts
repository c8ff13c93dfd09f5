// The feed as iCalendar (RFC 5545), written by ical-generator (folding, escaping, CRLF): one
// all-day event for each container's departure and one for its arrival, on the best date
// known (actual, else estimated, else planned, as the buyer sees them in the shop).
import ical, { escape } from 'ical-generator';
import { addDaysToDate, bestDate, containerStage, milestoneDates, milestoneOf } from '@shop/domain';
import type { FeedContainer } from './feed-containers';

export interface FeedOwner {
  firstName: string;
  lastName: string;
  company: string;
}

const ENDS = [
  { prefix: 'etd', label: 'ETD', milestone: 'departed', planned: 'departurePlanned' },
  { prefix: 'eta', label: 'ETA', milestone: 'arrived', planned: 'arrivalPlanned' },
] as const;

const utcDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * How many times the milestone's date was reported again (a new plan when a slot moves, an
 * estimate, the actual date): it only grows, so calendar apps take each change as an update.
 */
function sequenceOf(container: FeedContainer, milestone: 'departed' | 'arrived') {
  const reports = container.events.filter((e) => milestoneOf(e)?.key === milestone).length;
  return Math.max(reports - 1, 0);
}

export function feedCalendar(
  owner: FeedOwner,
  containers: readonly FeedContainer[],
  storefrontUrl: string,
): string {
  const host = new URL(storefrontUrl).host;
  const who = owner.company.trim() || `${owner.firstName} ${owner.lastName}`.trim();
  const calendar = ical({
    prodId: { company: host, product: 'containers', language: 'EN' },
    // ical-generator writes the calendar's name as given: escaped here (a company may hold `;`, `,`).
    name: escape(`Containers — ${who}`, false),
    ttl: 60 * 60,
  });
  for (const container of containers) {
    const dates = milestoneDates(container.events);
    const stage = containerStage(container.events, container.depositPaid);
    const orderUrl = `${storefrontUrl}/account/orders/${String(container.orderId)}`;
    const name = `${container.factory} container ${container.carrierBookingReference} (order ${String(container.orderId)})`;
    for (const end of ENDS) {
      const known = dates.find((d) => d.milestone.key === end.milestone);
      const date = ((known && bestDate(known)) ?? container[end.planned]).slice(0, 10);
      calendar.createEvent({
        id: `${end.prefix}-${container.equipmentReference}@${host}`,
        allDay: true,
        start: utcDay(date),
        end: utcDay(addDaysToDate(date, 1)),
        summary: `${end.label} · ${name}`,
        description: [
          `Stage: ${stage.label}`,
          `Container ${container.equipmentReference}`,
          orderUrl,
        ].join('\n'),
        url: orderUrl,
        sequence: sequenceOf(container, end.milestone),
      });
    }
  }
  return calendar.toString();
}

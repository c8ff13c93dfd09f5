// What a newly recorded container event tells the buyer: an actual milestone, or an estimate
// that moved the departure or arrival far enough from the plan (estimateMovedBeyond).
import { asc, eq } from 'drizzle-orm';
import { estimateMovedBeyond, milestoneDates, milestoneOf, type MilestoneKey } from '@shop/domain';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import { milestoneEventOf } from '../track-trace/serialize';
import { containerContext } from './container-context';
import { queueNotice } from './queue';
import type { NoticeSettings } from './settings';
import { milestoneText, movedText, type ContainerContext, type MovedDate } from './texts';

type Container = typeof s.orderContainers.$inferSelect;
type Event = typeof s.tntEvents.$inferSelect;

export const dateOf = (at: Date | string) =>
  (typeof at === 'string' ? at : at.toISOString()).slice(0, 10);

/** The dates that are worth an estimate-moved notice, by milestone. */
const MOVED: Partial<Record<MilestoneKey, MovedDate>> = {
  departed: 'departure',
  arrived: 'arrival',
};

/** Where an event happened, as named as the event names it. */
function placeOf(event: Event): string | undefined {
  const call = event.transportCall;
  const location = event.eventLocation;
  return (
    call?.location?.locationName ??
    location?.locationName ??
    call?.UNLocationCode ??
    call?.location?.UNLocationCode ??
    location?.UNLocationCode
  );
}

/** Queues a moved-date notice: once per container, date kind and new date. */
export function queueMoved(
  tx: Tx,
  context: ContainerContext,
  which: MovedDate,
  was: string,
  now: string,
  why: 'estimate' | 'plan',
  settings: NoticeSettings,
) {
  const code = which === 'departure' ? 'DEPA' : 'ARRI';
  return queueNotice(tx, {
    customerId: context.customerId,
    email: context.email,
    orderId: context.orderId,
    kind: 'estimate-moved',
    noticeKey: `moved:${context.equipmentReference}:${code}:${now}`,
    ...movedText(context, which, was, now, why, settings.storefrontUrl),
  });
}

/** In the transaction that recorded `event` (new, not a replay): the notices it causes. */
export async function queueEventNotices(
  tx: Tx,
  container: Container,
  event: Event,
  settings: NoticeSettings,
) {
  const milestone = milestoneOf(milestoneEventOf(event));
  if (!milestone) return;
  if (event.eventClassifierCode === 'ACT') {
    const context = await containerContext(tx, container);
    await queueNotice(tx, {
      customerId: context.customerId,
      email: context.email,
      orderId: context.orderId,
      kind: 'milestone',
      noticeKey: `milestone:${container.equipmentReference}:${milestone.key}`,
      ...milestoneText(
        context,
        milestone,
        event.eventDateTime.toISOString(),
        placeOf(event),
        settings.storefrontUrl,
      ),
    });
    return;
  }
  const moved = MOVED[milestone.key];
  if (event.eventClassifierCode !== 'EST' || !moved) return;
  const events = await tx
    .select()
    .from(s.tntEvents)
    .where(eq(s.tntEvents.orderContainerId, container.id))
    .orderBy(asc(s.tntEvents.eventCreatedDateTime));
  const dates = milestoneDates(events.map(milestoneEventOf)).find(
    (d) => d.milestone.key === milestone.key,
  );
  // Once it happened, the milestone notice told the date; a later estimate is no news.
  if (!dates?.planned || dates.actual) return;
  const planned = dateOf(dates.planned);
  const estimated = dateOf(event.eventDateTime);
  if (!estimateMovedBeyond(planned, estimated, settings.movedDays)) return;
  const context = await containerContext(tx, container);
  await queueMoved(tx, context, moved, planned, estimated, 'estimate', settings);
}

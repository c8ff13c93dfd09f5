// When a slot is booked or moved, the factory's plan of the container is published as DCSA
// PLN events, one per milestone. A later plan is a newer PLN event: readers take the latest,
// and the earlier plan stays on record.
import { randomUUID } from 'node:crypto';
import { plannedMilestones } from '@shop/domain';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';

type Container = Pick<
  typeof s.orderContainers.$inferSelect,
  'id' | 'equipmentReference' | 'carrierBookingReference'
>;

/** A planned day as an instant: noon UTC reads as the same date from Honolulu to Auckland. */
const plannedInstant = (date: string) => new Date(`${date}T12:00:00.000Z`);

export async function publishPlan(
  tx: Tx,
  container: Container,
  departure: string,
  transitDays: number,
) {
  const booking = [
    {
      documentReferenceType: 'BKG' as const,
      documentReferenceValue: container.carrierBookingReference,
    },
  ];
  await tx.insert(s.tntEvents).values(
    plannedMilestones(departure, transitDays).map(({ milestone, date }) => ({
      eventId: randomUUID(),
      orderContainerId: container.id,
      eventType: milestone.eventType,
      eventClassifierCode: 'PLN' as const,
      eventDateTime: plannedInstant(date),
      equipmentReference: container.equipmentReference,
      documentReferences: booking,
      ...(milestone.eventType === 'TRANSPORT'
        ? {
            transportEventTypeCode: milestone.code,
            transportCall: { transportCallID: randomUUID(), modeOfTransport: 'VESSEL' as const },
          }
        : { equipmentEventTypeCode: milestone.code, emptyIndicatorCode: 'LADEN' as const }),
    })),
  );
}

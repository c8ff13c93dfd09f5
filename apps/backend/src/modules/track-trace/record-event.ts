import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import * as s from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { queueEventNotices } from '../notices/event-notices';
import type { NoticeSettings } from '../notices/settings';
import { sha256 } from '../../security/secrets';
import { containerByReference, eventByKey } from './repository';
import type { StaffEventInput } from './schemas';
import type { EventRow } from './serialize';
import { shipContainer } from './shipments';

export interface RecordedEvent {
  row: EventRow;
  /** True when this answers a retry with the event its Idempotency-Key recorded the first time. */
  replayed: boolean;
}

export const EVENT_KEY_REUSED = 'This Idempotency-Key was already used for another event';

/** The earlier write of this key: its event, or a 422 when the key came with another request. */
async function replayOf(db: Db, key: string, requestHash: string) {
  const earlier = await eventByKey(db, key);
  if (!earlier) return undefined;
  // A key names one request; sent with another, replaying would hide the client's bug.
  if (earlier.requestHash !== requestHash)
    throw unprocessable(EVENT_KEY_REUSED, { 'Idempotency-Key': EVENT_KEY_REUSED });
  const { requestHash: _hash, ...row } = earlier;
  return { row, replayed: true };
}

/**
 * Records one event of a container (staff), in one transaction with what it causes: an ACT
 * LOAD makes the order's shipment of that container; a milestone or a moved estimate queues
 * the buyer's notice (a replay causes nothing again). A retry with the same Idempotency-Key
 * answers the event of the first write, whether it finds it before writing or loses the
 * race to it on the key's unique index.
 */
export async function recordEvent(
  db: Db,
  equipmentReference: string,
  input: StaffEventInput,
  key: string | undefined,
  notices: NoticeSettings,
): Promise<RecordedEvent> {
  const requestHash = sha256(JSON.stringify({ equipmentReference, input }));
  if (key) {
    const earlier = await replayOf(db, key, requestHash);
    if (earlier) return earlier;
  }
  try {
    return await db.transaction(async (tx) => {
      const found = await containerByReference(tx, equipmentReference);
      if (!found) throw notFound(`Container ${equipmentReference} not found`);
      const { container } = found;
      const transportCall = input.transportCall && {
        ...input.transportCall,
        // DCSA requires a transportCallID; staff may leave it to us.
        transportCallID: input.transportCall.transportCallID ?? randomUUID(),
      };
      const [event] = await tx
        .insert(s.tntEvents)
        .values({
          eventId: randomUUID(),
          orderContainerId: container.id,
          eventType: input.eventType,
          eventClassifierCode: input.eventClassifierCode,
          eventDateTime: input.eventDateTime,
          equipmentEventTypeCode:
            input.eventType === 'EQUIPMENT' ? input.equipmentEventTypeCode : null,
          emptyIndicatorCode: input.eventType === 'EQUIPMENT' ? input.emptyIndicatorCode : null,
          transportEventTypeCode:
            input.eventType === 'TRANSPORT' ? input.transportEventTypeCode : null,
          equipmentReference: container.equipmentReference,
          transportCall: transportCall ?? null,
          eventLocation: (input.eventType === 'EQUIPMENT' && input.eventLocation) || null,
          documentReferences: [
            {
              documentReferenceType: 'BKG',
              documentReferenceValue: container.carrierBookingReference,
            },
          ],
          idempotencyKey: key ?? null,
          requestHash: key ? requestHash : null,
        })
        .returning();
      if (!event) throw new Error('event insert returned nothing');
      if (
        input.eventType === 'EQUIPMENT' &&
        input.equipmentEventTypeCode === 'LOAD' &&
        input.eventClassifierCode === 'ACT'
      )
        await shipContainer(tx, container);
      await queueEventNotices(tx, container, event, notices);
      return {
        row: {
          event,
          isoEquipmentCode: container.isoEquipmentCode,
          purchaseOrder: found.purchaseOrder,
        },
        replayed: false,
      };
    });
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const earlier = await replayOf(db, key, requestHash);
    if (!earlier) throw error;
    return earlier;
  }
}

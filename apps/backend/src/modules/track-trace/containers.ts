import { equipmentReferenceOf, isoEquipmentCodeForCapacity } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import * as s from '../../db/schema';

/**
 * The owner prefix of the container numbers orders get (ISO 6346: three letters and the
 * category U, a freight container). A real carrier's numbers replace them when its booking
 * is connected; until then each order's box has a valid number of its own to track.
 */
export const EQUIPMENT_OWNER_PREFIX = 'SHPU';

/** The carrier booking a factory's container of an order travels under (DCSA: at most 35 characters). */
export const carrierBookingReferenceOf = (orderId: number, brandId: number) =>
  `TF${String(orderId)}-${String(brandId)}`;

/**
 * Makes the container each factory of a new order ships in (part of the order's
 * transaction): one per brand with container lines, numbered from the `equipment_serial`
 * sequence (unique whatever runs at once), its ISO size and type code from the capacity the
 * order keeps in its `container_size` metafield. An order without container lines gets none.
 */
export async function createOrderContainers(
  tx: Tx,
  orderId: number,
  capacities: ReadonlyMap<number, number>,
) {
  if (capacities.size === 0) return [];
  const brands = [...capacities.keys()].sort((a, b) => a - b);
  const serials = rowsOf<{ serial: number | string }>(
    await tx.execute(
      sql`select nextval('equipment_serial') as serial from generate_series(1, ${brands.length}::int)`,
    ),
  ).map((row) => Number(row.serial));
  return tx
    .insert(s.orderContainers)
    .values(
      brands.map((brandId, i) => ({
        orderId,
        brandId,
        equipmentReference: equipmentReferenceOf(EQUIPMENT_OWNER_PREFIX, serials[i] as number),
        carrierBookingReference: carrierBookingReferenceOf(orderId, brandId),
        isoEquipmentCode: isoEquipmentCodeForCapacity(capacities.get(brandId) as number),
      })),
    )
    .returning();
}

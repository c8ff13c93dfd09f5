import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import * as s from '../../db/schema';
import type { ContainerContext } from './texts';

/** Who is told about a container, and what names it: buyer, order, factory. */
export async function containerContext(
  tx: Tx,
  container: Pick<
    typeof s.orderContainers.$inferSelect,
    'orderId' | 'brandId' | 'equipmentReference'
  >,
): Promise<ContainerContext> {
  const [row] = await tx
    .select({
      customerId: s.orders.customerId,
      firstName: s.customers.firstName,
      email: s.customers.email,
      purchaseOrder: s.orders.costumerOrderNumber,
      factory: s.brands.name,
    })
    .from(s.orders)
    .innerJoin(s.customers, eq(s.customers.id, s.orders.customerId))
    .innerJoin(s.brands, eq(s.brands.id, container.brandId))
    .where(eq(s.orders.id, container.orderId));
  if (!row) throw new Error(`order ${String(container.orderId)} of a container has no buyer`);
  return {
    ...row,
    purchaseOrder: row.purchaseOrder || null,
    orderId: container.orderId,
    equipmentReference: container.equipmentReference,
  };
}

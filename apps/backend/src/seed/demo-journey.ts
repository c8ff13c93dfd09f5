// The demo buyer's container orders, one at each stage of the 60–90 days after checkout:
// awaiting the deposit, in production, cargo ready, on the water (its arrival estimate moved),
// arrived with the balance part paid, delivered and paid. Dates count from the seed's `now`,
// so the journey looks current whenever the database is seeded. The orders are booked with
// the real code (bookProduction, createOrderContainers, publishPlan, shipContainer) at the
// time each was placed; only the events and payments that followed are written here.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  CONTAINER_METAFIELD_NAMESPACE,
  DEFAULT_CONTAINER_CAPACITY_CBM,
  addDaysToDate,
  containerMetafieldKey,
  formatCapacity,
  invoiceStatus,
  plannedMilestones,
  roundToCents,
  type ContainerStageKey,
  type MilestoneKey,
} from '@shop/domain';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { ORDER_STATUSES } from '../db/schema';
import { priceOrderLines } from '../modules/pricing/order-pricing';
import { bookProduction, containerValues } from '../modules/production/book-production';
import { publishPlan } from '../modules/production/planned-events';
import { createOrderContainers } from '../modules/track-trace/containers';
import { shipContainer } from '../modules/track-trace/shipments';
import { FACTORY_CALENDARS } from './factory-calendars';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Where each demo factory's containers are stuffed and leave from (UN/LOCODEs). */
const ORIGINS: Record<number, { factory: string; port: string; portName: string }> = {
  41: { factory: 'Factory, Meda', port: 'ITGOA', portName: 'Genoa' },
  42: { factory: 'Factory, Binh Duong', port: 'VNSGN', portName: 'Cat Lai, Ho Chi Minh City' },
  44: { factory: 'Factory, Shanghai', port: 'CNSHA', portName: 'Yangshan, Shanghai' },
  45: { factory: 'Factory, Foshan', port: 'CNNSA', portName: 'Nansha, Guangzhou' },
  46: {
    factory: 'Factory, Ho Chi Minh City',
    port: 'VNSGN',
    portName: 'Cat Lai, Ho Chi Minh City',
  },
  48: { factory: 'Factory, Dongguan', port: 'CNYTN', portName: 'Yantian, Shenzhen' },
};
const DESTINATION = { port: 'AUSYD', portName: 'Port Botany, Sydney' };
const VESSEL = { vesselIMONumber: '9321483', vesselName: 'Southern Star' };

/** What one demo order shows: its factory, when it was placed and how far it has come. */
export interface JourneyStage {
  stage: ContainerStageKey;
  brandId: number;
  /** The buyer's PO number, which names the stage in the order list. */
  po: string;
  /** When the order was placed, from the departure it should have (days from now) or directly. */
  placed: { daysAgo: number } | { departsInDays: number };
  /** The milestones that happened (ACT events), in order. */
  reached: readonly MilestoneKey[];
  deposit: 'open' | 'paid';
  balance: 'open' | 'part' | 'paid';
  /** Days the arrival estimate moved later than the plan (an EST ARRI event). */
  arrivalSlipDays?: number;
}

export const DEMO_JOURNEY: readonly JourneyStage[] = [
  {
    stage: 'awaiting-deposit',
    brandId: 45,
    po: 'PO-BUYER-2001',
    placed: { daysAgo: 2 },
    reached: [],
    deposit: 'open',
    balance: 'open',
  },
  {
    stage: 'in-production',
    brandId: 41,
    po: 'PO-BUYER-2002',
    placed: { daysAgo: 20 },
    reached: [],
    deposit: 'paid',
    balance: 'open',
  },
  {
    stage: 'cargo-ready',
    brandId: 42,
    po: 'PO-BUYER-2003',
    placed: { departsInDays: 5 },
    reached: ['cargo-ready'],
    deposit: 'paid',
    balance: 'open',
  },
  {
    stage: 'on-the-water',
    brandId: 44,
    po: 'PO-BUYER-2004',
    placed: { departsInDays: -8 },
    reached: ['cargo-ready', 'gated-in', 'loaded', 'departed'],
    deposit: 'paid',
    balance: 'paid',
    arrivalSlipDays: 4,
  },
  {
    stage: 'arrived',
    brandId: 46,
    po: 'PO-BUYER-2005',
    // Departed long enough ago that the box is in, whatever the factory's transit time.
    placed: { departsInDays: -(FACTORY_CALENDARS[46]?.transitDays ?? 20) - 5 },
    reached: ['cargo-ready', 'gated-in', 'loaded', 'departed', 'arrived'],
    deposit: 'paid',
    balance: 'part',
  },
  {
    stage: 'delivered',
    brandId: 48,
    po: 'PO-BUYER-2006',
    placed: { departsInDays: -(FACTORY_CALENDARS[48]?.transitDays ?? 23) - 12 },
    reached: [
      'cargo-ready',
      'gated-in',
      'loaded',
      'departed',
      'arrived',
      'discharged',
      'delivered',
    ],
    deposit: 'paid',
    balance: 'paid',
  },
];

/** A planned day's instant, as publishPlan writes it (noon UTC). */
const noon = (date: string) => new Date(`${date}T12:00:00.000Z`);
const addHours = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);
const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * When an order for this factory has to be placed for its slot to depart about
 * `departsInDays` from now: a few days before that slot's cut-off (the slot found is the next
 * cut-off after it, within a week).
 */
function placedAt(now: Date, stage: JourneyStage): Date {
  if ('daysAgo' in stage.placed) return new Date(now.getTime() - stage.placed.daysAgo * DAY_MS);
  const lead = FACTORY_CALENDARS[stage.brandId]?.leadTimeDays ?? 45;
  const days = stage.placed.departsInDays - lead - 3;
  // 02:00 UTC: office hours in Sydney, before any factory's cut-off of that day.
  const day = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T02:00:00.000Z`);
}

type Container = typeof s.orderContainers.$inferSelect;

/** The ACT event of a milestone, as staff would have recorded it through the operations API. */
function actualEvent(
  container: Container,
  milestone: MilestoneKey,
  at: Date,
  origin: (typeof ORIGINS)[number],
): typeof s.tntEvents.$inferInsert {
  const base = {
    eventId: randomUUID(),
    orderContainerId: container.id,
    eventClassifierCode: 'ACT' as const,
    eventDateTime: at,
    // Reported a couple of hours after it happened.
    eventCreatedDateTime: addHours(at, 2),
    equipmentReference: container.equipmentReference,
    documentReferences: [
      {
        documentReferenceType: 'BKG' as const,
        documentReferenceValue: container.carrierBookingReference,
      },
    ],
  };
  const atOrigin =
    milestone === 'cargo-ready' || milestone === 'gated-in' || milestone === 'loaded';
  const place = milestone === 'cargo-ready' ? { locationName: origin.factory } : undefined;
  const port = atOrigin
    ? { locationName: origin.portName, UNLocationCode: origin.port }
    : { locationName: DESTINATION.portName, UNLocationCode: DESTINATION.port };
  const equipment = (code: 'STUF' | 'GTIN' | 'LOAD' | 'DISC' | 'GTOT') => ({
    ...base,
    eventType: 'EQUIPMENT' as const,
    equipmentEventTypeCode: code,
    emptyIndicatorCode: 'LADEN' as const,
    eventLocation: place ?? port,
  });
  const transport = (code: 'DEPA' | 'ARRI') => ({
    ...base,
    eventType: 'TRANSPORT' as const,
    transportEventTypeCode: code,
    transportCall: {
      transportCallID: randomUUID(),
      modeOfTransport: 'VESSEL' as const,
      UNLocationCode: code === 'DEPA' ? origin.port : DESTINATION.port,
      facilityTypeCode: 'POTE',
      carrierVoyageNumber: '612S',
      vessel: VESSEL,
    },
  });
  switch (milestone) {
    case 'cargo-ready':
      return equipment('STUF');
    case 'gated-in':
      return equipment('GTIN');
    case 'loaded':
      return equipment('LOAD');
    case 'departed':
      return transport('DEPA');
    case 'arrived':
      return transport('ARRI');
    case 'discharged':
      return equipment('DISC');
    case 'delivered':
      return equipment('GTOT');
  }
}

/** A payment received against an invoice, as the staff payment call records it. */
async function pay(tx: Tx, invoiceNumber: string, share: number, receivedAt: Date) {
  const [invoice] = await tx
    .select()
    .from(s.invoices)
    .where(eq(s.invoices.invoiceNumber, invoiceNumber));
  if (!invoice) throw new Error(`no invoice ${invoiceNumber}`);
  const amount = roundToCents(invoice.originalBalance * share);
  await tx.insert(s.invoicePayments).values({
    invoiceId: invoice.id,
    amount,
    receivedAt,
    reference: `TT ${invoiceNumber}`,
    idempotencyKey: `seed-${invoiceNumber}`,
    createdAt: receivedAt,
  });
  const openBalance = roundToCents(invoice.originalBalance - amount);
  await tx
    .update(s.invoices)
    .set({ openBalance, status: invoiceStatus(invoice.originalBalance, openBalance) })
    .where(eq(s.invoices.id, invoice.id));
}

/** The first container product of a factory (its lowest variant), if the catalogue has one. */
async function containerProductOf(tx: Tx, brandId: number) {
  const [row] = await tx
    .select({
      productId: s.products.id,
      variantId: s.variants.id,
      sku: s.variants.sku,
      name: s.products.name,
      price: s.variants.price,
    })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(and(eq(s.products.brandId, brandId), like(s.products.name, '%(Container)')))
    .orderBy(asc(s.variants.id))
    .limit(1);
  return row;
}

export interface DemoBuyer {
  customerId: number;
  group: string;
  billingAddress: s.OrderAddress;
  shipping: typeof s.addresses.$inferSelect;
}

/**
 * Places the demo buyer's journey orders (in the seed's transaction). A factory without a
 * container product in a small catalogue (`seed --products 10`) leaves its stage out.
 */
export async function seedDemoJourney(tx: Tx, buyer: DemoBuyer, now: Date): Promise<void> {
  for (const stage of DEMO_JOURNEY) {
    const product = await containerProductOf(tx, stage.brandId);
    const calendar = FACTORY_CALENDARS[stage.brandId];
    const origin = ORIGINS[stage.brandId];
    if (!product || !calendar || !origin) continue;
    const ordered = placedAt(now, stage);
    const line = {
      productId: product.productId,
      variantId: product.variantId,
      sku: product.sku,
      name: product.name,
      quantity: 20,
      listPrice: product.price,
    };
    const priced = priceOrderLines([line], buyer.group, 0.1);
    const [order] = await tx
      .insert(s.orders)
      .values({
        customerId: buyer.customerId,
        costumerOrderNumber: stage.po,
        orderNotes: '',
        billingAddress: buyer.billingAddress,
        customerGroup: buyer.group,
        ...priced.totals,
        createdAt: ordered,
        updatedAt: ordered,
      })
      .returning();
    if (!order) throw new Error('order insert returned nothing');
    await tx.insert(s.orderProducts).values(priced.lines.map((l) => ({ ...l, orderId: order.id })));
    await tx.insert(s.orderMetafields).values({
      orderId: order.id,
      namespace: CONTAINER_METAFIELD_NAMESPACE,
      key: containerMetafieldKey(stage.brandId),
      value: formatCapacity(DEFAULT_CONTAINER_CAPACITY_CBM),
    });
    const a = buyer.shipping;
    await tx.insert(s.orderShippingAddresses).values({
      orderId: order.id,
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company,
      street1: a.street1,
      street2: a.street2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
      countryCode: a.countryCode,
      phone: a.phone,
      email: a.email,
      itemsTotal: priced.totals.itemsTotal,
    });
    const [box] = await createOrderContainers(
      tx,
      order.id,
      new Map([[stage.brandId, DEFAULT_CONTAINER_CAPACITY_CBM]]),
    );
    const [booking] = await bookProduction(
      tx,
      order,
      containerValues([{ brandId: stage.brandId, isContainer: true, quantity: 20 }], priced.lines),
      new Map(),
      ordered,
    );
    if (!box || !booking) throw new Error('the demo order booked no container');
    await publishPlan(tx, box, booking.slot.departure, booking.transitDays);
    // Booked, planned and invoiced when the order was placed, not when the seed ran.
    await tx
      .update(s.tntEvents)
      .set({ eventCreatedDateTime: ordered })
      .where(eq(s.tntEvents.orderContainerId, box.id));
    await tx
      .update(s.orderProduction)
      .set({ createdAt: ordered, updatedAt: ordered })
      .where(eq(s.orderProduction.orderId, order.id));
    await tx
      .update(s.invoices)
      .set({ createdAt: ordered, updatedAt: ordered })
      .where(eq(s.invoices.orderId, order.id));

    const plan = new Map(
      plannedMilestones(booking.slot.departure, booking.transitDays).map((p) => [
        p.milestone.key,
        noon(p.date),
      ]),
    );
    // What happened happened on plan (the departure a day late), and never after the seed's now.
    const latest = addHours(now, -3);
    const happened = stage.reached.map((milestone) => {
      const planned = plan.get(milestone) ?? latest;
      const late = milestone === 'departed' ? 1 : 0;
      return actualEvent(box, milestone, earliest(addHours(planned, late * 24), latest), origin);
    });
    if (happened.length > 0) await tx.insert(s.tntEvents).values(happened);
    if (stage.reached.includes('loaded')) await shipContainer(tx, box);
    if (stage.reached.includes('delivered'))
      await tx
        .update(s.orders)
        .set({ statusId: 10, status: ORDER_STATUSES[10] })
        .where(eq(s.orders.id, order.id));
    if (stage.arrivalSlipDays !== undefined) {
      const arrival = addDaysToDate(booking.arrival, stage.arrivalSlipDays);
      await tx.insert(s.tntEvents).values({
        eventId: randomUUID(),
        orderContainerId: box.id,
        eventType: 'TRANSPORT',
        eventClassifierCode: 'EST',
        eventDateTime: noon(arrival),
        eventCreatedDateTime: addHours(now, -26),
        equipmentReference: box.equipmentReference,
        documentReferences: [
          { documentReferenceType: 'BKG', documentReferenceValue: box.carrierBookingReference },
        ],
        transportEventTypeCode: 'ARRI',
        transportCall: {
          transportCallID: randomUUID(),
          modeOfTransport: 'VESSEL',
          UNLocationCode: DESTINATION.port,
          facilityTypeCode: 'POTE',
          carrierVoyageNumber: '612S',
          vessel: VESSEL,
        },
      });
    }

    const invoice = (type: 'D' | 'B') => `INV-${String(order.id)}-${String(stage.brandId)}-${type}`;
    if (stage.deposit === 'paid')
      await pay(tx, invoice('D'), 1, earliest(addHours(ordered, 3 * 24), latest));
    const balancePaidAt = earliest(noon(addDaysToDate(booking.slot.departure, -9)), latest);
    if (stage.balance === 'paid') await pay(tx, invoice('B'), 1, balancePaidAt);
    if (stage.balance === 'part') await pay(tx, invoice('B'), 0.5, balancePaidAt);
  }
}

// Production after checkout: each factory's weekly slot (GET /production/slots, ours: no
// commerce contract has one) and what an order booked of it, read from the order metafield
// `production` / `factory:{brandId}` (its pro-forma and B2B Edition-shaped invoices).
import { z } from 'zod';

const date = z.iso.date();
const dateTime = z.iso.datetime({ offset: true });

/** One weekly slot: its key (the cut-off's date at the factory), the cut-off and the planned departure. */
export const productionSlotSchema = z.looseObject({
  key: date,
  cutoffAt: dateTime,
  departure: date,
});
export type ProductionSlot = z.output<typeof productionSlotSchema>;

/** A factory's slots and terms, as GET /production/slots answers them. */
export const factorySlotSchema = z.looseObject({
  brand_id: z.number().int().positive(),
  factory: z.string(),
  calendar: z.looseObject({
    timeZone: z.string(),
    cutoffWeekday: z.number().int().min(1).max(7),
    cutoffTime: z.string(),
    leadTimeDays: z.number().int(),
    transitDays: z.number().int(),
    containersPerSlot: z.number().int(),
  }),
  terms: z.looseObject({
    depositPercent: z.number(),
    depositDueDays: z.number().int(),
    balanceDueDaysBeforeDeparture: z.number().int(),
  }),
  /** The slot an order placed now joins, with the words the buyer is shown. */
  next_slot: productionSlotSchema.extend({
    words: z.looseObject({
      cutoff: z.string(),
      cutoffTime: z.string(),
      departure: z.string(),
      sentence: z.string(),
    }),
  }),
  /** Open slots passed over because they were full, earliest first. */
  full_slots_skipped: z.array(productionSlotSchema),
});
export type FactorySlot = z.output<typeof factorySlotSchema>;

export const factorySlotsResponseSchema = z.looseObject({ data: z.array(factorySlotSchema) });

/** Up to 50 factories (brands) per call, as the backend allows. */
export const slotBrandIdsSchema = z.array(z.number().int().positive()).min(1).max(50);

/** An amount as B2B Edition sends it: `{ code: 'AUD', value: '123.45' }`. */
const moneySchema = z.looseObject({
  code: z.string(),
  value: z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal amount'),
});

/**
 * An invoice in B2B Edition's shape: the deposit or the balance of one factory's container.
 * `status` is B2B Edition's code (0 open, 1 partially paid, 2 paid).
 */
export const invoiceSchema = z.looseObject({
  id: z.number().int(),
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  type: z.enum(['deposit', 'balance']),
  dueDate: date,
  originalBalance: moneySchema,
  openBalance: moneySchema,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  statusLabel: z.string(),
});
export type Invoice = z.output<typeof invoiceSchema>;

/** A milestone's dates (DCSA's classifiers): planned, and estimated / actual once reported. */
const milestoneDatesSchema = z.looseObject({
  planned: date,
  estimated: date.optional(),
  actual: date.optional(),
});

/** The value of an order metafield `production` / `factory:{brandId}`, parsed. */
export const orderProductionSchema = z.looseObject({
  factory: z.looseObject({ id: z.number().int().positive(), name: z.string() }),
  proforma_number: z.string(),
  /** The container the factory ships in, to follow on DCSA Track & Trace; null before it has one. */
  container: z
    .looseObject({
      equipment_reference: z.string(),
      carrier_booking_reference: z.string(),
      iso_equipment_code: z.string(),
    })
    .nullable(),
  container_value: z.number(),
  deposit_percent: z.number(),
  slot: z.looseObject({ key: date, cutoff_at: dateTime }),
  /** Departure: the slot's plan, and the latest estimate and the actual date once events report them. */
  etd: milestoneDatesSchema,
  /** Arrival, likewise. */
  eta: milestoneDatesSchema,
  invoices: z.array(invoiceSchema),
});
export type OrderProduction = z.output<typeof orderProductionSchema>;

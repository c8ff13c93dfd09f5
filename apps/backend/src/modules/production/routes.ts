import { Hono } from 'hono';
import { nextSlot, slotWords } from '@shop/domain';
import { z } from 'zod';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { noStore } from '../../http/no-store';
import { idParam } from '../../http/params';
import { readJson, readParams, readQuery } from '../../http/validate';
import { fullyBookedAs409 } from './book-production';
import { bookedContainers, factoryTerms } from './factory-terms';
import { sendMailsSoon } from '../../mail/send-outbox';
import { noticeSettings } from '../notices/settings';
import { invoiceWithPayments, listInvoices } from './invoice-queries';
import { moveSlot } from './move-slot';
import { recordPayment } from './record-payment';

const slotsQuery = z.strictObject({
  'brand_id:in': z
    .string()
    .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/, { error: 'Up to 50 brand ids, comma-separated' }),
});

/**
 * GET /production/slots?brand_id:in=…: each factory's calendar, terms and the next slot an
 * order placed now joins. No commerce contract has production slots; this call is ours.
 */
export function productionRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>().use(noStore).get('/slots', async (c) => {
    const query = readQuery(c, slotsQuery);
    const ids = [...new Set(query['brand_id:in'].split(',').map(Number))];
    const factories = await factoryTerms(db(), ids);
    const now = new Date();
    const data = await Promise.all(
      [...factories.values()].map(async (factory) => {
        const booked = await bookedContainers(db(), factory.brandId, now);
        const choice = fullyBookedAs409(factory, () => nextSlot(factory.calendar, now, booked));
        return {
          brand_id: factory.brandId,
          factory: factory.name,
          calendar: factory.calendar,
          terms: factory.terms,
          next_slot: { ...choice.slot, words: slotWords(factory.calendar, choice.slot) },
          full_slots_skipped: choice.fullSlotsSkipped,
        };
      }),
    );
    return c.json({ data, meta: {} });
  });
}

const invoiceParams = z.strictObject({
  invoiceNumber: z.string().regex(/^[A-Z0-9-]{1,40}$/, { error: 'Must be an invoice number' }),
});
const paymentBody = z.strictObject({
  amount: z.number().positive().max(100_000_000).multipleOf(0.01),
  received_at: z.iso.datetime({ offset: true }).optional(),
  reference: z.string().trim().max(100).optional(),
});
const invoiceQuery = z.strictObject({
  customerId: idParam.optional(),
  orderNumber: idParam.optional(),
  status: z
    .enum(['0', '1', '2'], { error: 'Must be 0 (open), 1 (partially paid) or 2 (paid)' })
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(250).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const slotParams = z.strictObject({ orderId: idParam, brandId: idParam });
const slotBody = z.strictObject({ slot_key: z.iso.date({ error: 'Must be YYYY-MM-DD' }) });

/** Staff calls on production and money, under `/operations` (behind the operations token). */
export function productionOperationsRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>()
    .get('/invoices', async (c) => c.json(await listInvoices(db(), readQuery(c, invoiceQuery))))
    .get('/invoices/:invoiceNumber', async (c) => {
      const { invoiceNumber } = readParams(c, invoiceParams);
      return c.json({ data: await invoiceWithPayments(db(), invoiceNumber) });
    })
    .post('/invoices/:invoiceNumber/payments', async (c) => {
      const { invoiceNumber } = readParams(c, invoiceParams);
      const body = await readJson(c, paymentBody);
      const key = idempotencyKeyOf(c);
      if (!key)
        throw badRequest('An Idempotency-Key header is required', {
          'Idempotency-Key': 'Send one key per payment, the same on a retry',
        });
      const recorded = await recordPayment(
        db(),
        invoiceNumber,
        {
          amount: body.amount,
          received_at: body.received_at ?? new Date().toISOString(),
          reference: body.reference ?? '',
        },
        key,
      );
      if (recorded.replayed) c.header('Idempotent-Replayed', 'true');
      // A payment queues nothing itself; it is a moment to send what is waiting.
      else sendMailsSoon(services);
      const { payment, invoice } = recorded;
      return c.json({ data: { payment, invoice } }, recorded.replayed ? 200 : 201);
    })
    .put('/orders/:orderId/production/:brandId/slot', async (c) => {
      const { orderId, brandId } = readParams(c, slotParams);
      const { slot_key } = await readJson(c, slotBody);
      const moved = await moveSlot(
        db(),
        orderId,
        brandId,
        slot_key,
        noticeSettings(services.config),
      );
      sendMailsSoon(services);
      return c.json({
        data: {
          order_id: moved.orderId,
          brand_id: moved.brandId,
          slot_key: moved.slotKey,
          cutoff_at: moved.cutoffAt.toISOString(),
          departure_planned: moved.departurePlanned,
          arrival_planned: moved.arrivalPlanned,
        },
      });
    });
}

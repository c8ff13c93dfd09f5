import { Hono } from 'hono';
import type { Context } from 'hono';
import { optionalCustomer, requireCustomer } from '../../http/auth';
import type { AppEnv, Services } from '../../http/context';
import { notFound, unauthorized } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { isOperationsToken } from '../../http/operations-token';
import { readJson, readParams, readQuery } from '../../http/validate';
import { noQuery } from '../../http/params';
import { TNT_API_VERSION, dcsaOnError } from './errors';
import { EVENTS_PATH, pageOf, pageRequest } from './paging';
import { sendMailsSoon } from '../../mail/send-outbox';
import { noticeSettings } from '../notices/settings';
import { recordEvent } from './record-event';
import type { Viewer } from './repository';
import { containersOfOrder, findEvent, listEvents } from './repository';
import { equipmentReferenceParams, eventIdParams, orderIdParams, staffEventBody } from './schemas';
import { containerJson, eventJson } from './serialize';
import { shipmentsOf } from './shipments';

/** Staff (OPERATIONS_TOKEN) see every event; a buyer's customer token their own; nobody else any. */
async function viewerOf(c: Context<AppEnv>, services: Services): Promise<Viewer> {
  if (isOperationsToken(c, services)) return { staff: true };
  const customer = await optionalCustomer(c, services);
  if (!customer) throw unauthorized();
  return { staff: false, customerId: customer.id };
}

/** Private answers (no shared cache keeps them), with the DCSA version they follow. */
function dcsaHeaders(c: Context<AppEnv>) {
  c.header('API-Version', TNT_API_VERSION);
  c.header('Cache-Control', 'no-store');
}

/**
 * DCSA Track & Trace 2.2.0, the events of an order's containers: `GET /v2/events` (filters,
 * cursor paging) and `GET /v2/events/{eventID}`, errors in DCSA's shape.
 */
export function trackTraceRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>()
    .basePath(EVENTS_PATH)
    .onError(dcsaOnError)
    .get('/', async (c) => {
      const viewer = await viewerOf(c, services);
      const request = pageRequest(c);
      const rows = await listEvents(db(), viewer, request.filters, request);
      const { page, headers } = pageOf(request, rows);
      dcsaHeaders(c);
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      return c.json(page.map(eventJson));
    })
    .get('/:eventID', async (c) => {
      const viewer = await viewerOf(c, services);
      const { eventID } = readParams(c, eventIdParams);
      readQuery(c, noQuery);
      const row = await findEvent(db(), viewer, eventID);
      if (!row) throw notFound(`Event ${eventID} not found`);
      dcsaHeaders(c);
      return c.json(eventJson(row));
    });
}

/**
 * The staff calls on containers, under `/operations` (behind the operations token): record a
 * container's event (idempotent by Idempotency-Key), list an order's containers. Errors in
 * the commerce API's shape.
 */
export function containerOperationsRoutes(services: Services) {
  const db = () => services.database.db;
  return new Hono<AppEnv>()
    .get('/orders/:orderId/containers', async (c) => {
      const { orderId } = readParams(c, orderIdParams);
      const containers = await containersOfOrder(db(), orderId);
      if (!containers) throw notFound(`Order ${String(orderId)} not found`);
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 200, message: { data: containers.map(containerJson) } });
    })
    .post('/containers/:equipmentReference/events', async (c) => {
      const { equipmentReference } = readParams(c, equipmentReferenceParams);
      const key = idempotencyKeyOf(c);
      const body = await readJson(c, staffEventBody);
      const recorded = await recordEvent(
        db(),
        equipmentReference,
        body,
        key,
        noticeSettings(services.config),
      );
      if (!recorded.replayed) sendMailsSoon(services);
      c.header('Cache-Control', 'no-store');
      c.header('API-Version', TNT_API_VERSION);
      if (recorded.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(eventJson(recorded.row), recorded.replayed ? 200 : 201);
    });
}

/** `GET /customers/orders/{orderId}/shipments`: an order's shipments, beside its products and shipping. */
export function customerShipmentRoutes(services: Services) {
  return new Hono<AppEnv>().get('/orders/:orderId/shipments', async (c) => {
    const { orderId } = readParams(c, orderIdParams);
    const me = await requireCustomer(c, services);
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: 200,
      message: await shipmentsOf(services.database.db, me.id, orderId),
    });
  });
}

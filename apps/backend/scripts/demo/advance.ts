// Moves a container order one stage on, through the real HTTP API of a running backend, for
// a demonstration: pay the deposit → ACT STUF → GTIN → LOAD → DEPA → ARRI → DISC → GTOT →
// pay the balance. Staff calls carry the operations token; what only the buyer can read (the
// order list, the order metafield `production` with its invoices) is read signed in as the
// buyer. Every answer is checked with zod before it is used.
import {
  containerStage,
  milestoneDates,
  nextMilestone,
  type ContainerStage,
  type MilestoneKey,
} from '@shop/domain';
import { z } from 'zod';

export interface AdvanceOptions {
  /** e.g. `http://localhost:4000` */
  baseUrl: string;
  operationsToken: string;
  buyer: { email: string; password: string };
  /** Defaults to the global fetch (tests may pass another). */
  fetch?: typeof fetch;
}

const loginAnswer = z.object({ token: z.string().min(1), customer: z.object({ id: z.number() }) });
const ordersAnswer = z.object({ message: z.array(z.object({ id: z.number() })) });
const containersAnswer = z.object({
  message: z.object({
    data: z.array(
      z.object({ brand_id: z.number(), equipmentReference: z.string(), order_id: z.number() }),
    ),
  }),
});
const eventsAnswer = z.array(
  z.object({
    eventType: z.enum(['EQUIPMENT', 'TRANSPORT', 'SHIPMENT']),
    eventClassifierCode: z.enum(['PLN', 'EST', 'ACT']),
    eventDateTime: z.string(),
    eventCreatedDateTime: z.string(),
    equipmentEventTypeCode: z.string().optional(),
    transportEventTypeCode: z.string().optional(),
    emptyIndicatorCode: z.enum(['EMPTY', 'LADEN']).optional(),
  }),
);
const money = z.object({ code: z.string(), value: z.string() });
const invoice = z.object({
  invoiceNumber: z.string(),
  type: z.enum(['deposit', 'balance']),
  dueDate: z.string(),
  originalBalance: money,
  openBalance: money,
  status: z.number(),
  statusLabel: z.string(),
});
export type InvoiceJson = z.infer<typeof invoice>;
const productionValue = z.object({
  factory: z.object({ id: z.number(), name: z.string() }),
  invoices: z.array(invoice),
});
const metafieldsAnswer = z.object({
  message: z.object({
    data: z.array(z.object({ namespace: z.string(), key: z.string(), value: z.string() })),
  }),
});
const paymentAnswer = z.object({ data: z.object({ invoice }) });
const eventAnswer = z.object({ eventID: z.uuid(), eventClassifierCode: z.literal('ACT') });

/** One factory's container of an order, as the script reads it. */
export interface ContainerState {
  brandId: number;
  factory: string;
  equipmentReference: string;
  stage: ContainerStage;
  /** The next milestone that has not happened, if any. */
  next: MilestoneKey | undefined;
  deposit: InvoiceJson | undefined;
  balance: InvoiceJson | undefined;
}

export type Step =
  | { kind: 'pay'; equipmentReference: string; invoice: InvoiceJson }
  | { kind: 'event'; equipmentReference: string; milestone: MilestoneKey }
  | { kind: 'done' };

const isPaid = (i: InvoiceJson | undefined) => i === undefined || i.status === 2;

/**
 * The next step of an order's first container that has one: its deposit, then each
 * milestone in turn, then its balance.
 */
export function nextStep(containers: readonly ContainerState[]): Step {
  for (const c of containers) {
    if (c.deposit && !isPaid(c.deposit))
      return { kind: 'pay', equipmentReference: c.equipmentReference, invoice: c.deposit };
    if (c.next)
      return { kind: 'event', equipmentReference: c.equipmentReference, milestone: c.next };
    if (c.balance && !isPaid(c.balance))
      return { kind: 'pay', equipmentReference: c.equipmentReference, invoice: c.balance };
  }
  return { kind: 'done' };
}

const DCSA: Record<
  MilestoneKey,
  { eventType: 'EQUIPMENT'; code: string } | { eventType: 'TRANSPORT'; code: 'DEPA' | 'ARRI' }
> = {
  'cargo-ready': { eventType: 'EQUIPMENT', code: 'STUF' },
  'gated-in': { eventType: 'EQUIPMENT', code: 'GTIN' },
  loaded: { eventType: 'EQUIPMENT', code: 'LOAD' },
  departed: { eventType: 'TRANSPORT', code: 'DEPA' },
  arrived: { eventType: 'TRANSPORT', code: 'ARRI' },
  discharged: { eventType: 'EQUIPMENT', code: 'DISC' },
  delivered: { eventType: 'EQUIPMENT', code: 'GTOT' },
};

/** The staff event body of a milestone that happened at `at` (the box is full throughout). */
export function eventBody(milestone: MilestoneKey, at: Date) {
  const dcsa = DCSA[milestone];
  const base = { eventClassifierCode: 'ACT', eventDateTime: at.toISOString() };
  if (dcsa.eventType === 'TRANSPORT')
    return {
      ...base,
      eventType: 'TRANSPORT',
      transportEventTypeCode: dcsa.code,
      transportCall: {
        modeOfTransport: 'VESSEL',
        facilityTypeCode: 'POTE',
        ...(dcsa.code === 'ARRI' && { UNLocationCode: 'AUSYD' }),
      },
    };
  return {
    ...base,
    eventType: 'EQUIPMENT',
    equipmentEventTypeCode: dcsa.code,
    emptyIndicatorCode: 'LADEN',
  };
}

export class AdvanceError extends Error {}

export function demoClient(options: AdvanceOptions) {
  const doFetch = options.fetch ?? fetch;
  let buyer: { token: string; customerId: number } | undefined;

  async function call<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    init: { token: string; body?: unknown; key?: string },
  ): Promise<T> {
    const res = await doFetch(new URL(path, options.baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${init.token}`,
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...(init.key && { 'idempotency-key': init.key }),
      },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new AdvanceError(`${method} ${path} → ${String(res.status)} ${text}`);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new AdvanceError(`${method} ${path}: unexpected answer: ${parsed.error.message}`);
    return parsed.data;
  }
  const staff = { token: options.operationsToken };

  async function asBuyer() {
    if (buyer) return buyer;
    const res = await doFetch(new URL('/api/customers/login', options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(options.buyer),
    });
    if (!res.ok)
      throw new AdvanceError(`signing in as ${options.buyer.email} → ${String(res.status)}`);
    const answer = loginAnswer.parse(await res.json());
    buyer = { token: answer.token, customerId: answer.customer.id };
    return buyer;
  }

  /** Each factory's container of the order, with its stage, next milestone and invoices. */
  async function readOrder(orderId: number): Promise<ContainerState[]> {
    const { token } = await asBuyer();
    const [boxes, metafields] = await Promise.all([
      call(containersAnswer, 'GET', `/operations/orders/${String(orderId)}/containers`, staff),
      call(metafieldsAnswer, 'GET', `/api/customers/orders/${String(orderId)}/metafields`, {
        token,
      }),
    ]);
    const production = new Map(
      metafields.message.data
        .filter((m) => m.namespace === 'production')
        .map((m) => productionValue.parse(JSON.parse(m.value)))
        .map((p) => [p.factory.id, p]),
    );
    return Promise.all(
      boxes.message.data.map(async (box) => {
        const events = await call(
          eventsAnswer,
          'GET',
          `/v2/events?equipmentReference=${box.equipmentReference}&limit=1000`,
          staff,
        );
        const p = production.get(box.brand_id);
        const deposit = p?.invoices.find((i) => i.type === 'deposit');
        return {
          brandId: box.brand_id,
          factory: p?.factory.name ?? `factory ${String(box.brand_id)}`,
          equipmentReference: box.equipmentReference,
          stage: containerStage(events, isPaid(deposit)),
          next: nextMilestone(milestoneDates(events))?.milestone.key,
          deposit,
          balance: p?.invoices.find((i) => i.type === 'balance'),
        };
      }),
    );
  }

  /** The buyer's newest order whose container still awaits its deposit. */
  async function newestAwaitingDeposit(): Promise<number | undefined> {
    const me = await asBuyer();
    const orders = await call(
      ordersAnswer,
      'GET',
      `/api/customers/${String(me.customerId)}/orders`,
      me,
    );
    for (const { id } of orders.message) {
      const containers = await readOrder(id);
      if (containers.some((c) => c.stage.key === 'awaiting-deposit')) return id;
    }
    return undefined;
  }

  /** Takes one step: a payment of the whole open balance, or the milestone's ACT event. */
  async function take(step: Step, now: Date): Promise<string> {
    if (step.kind === 'done') return 'nothing left to do: delivered and paid';
    if (step.kind === 'pay') {
      const { invoice: owed } = step;
      const paid = await call(
        paymentAnswer,
        'POST',
        `/operations/invoices/${owed.invoiceNumber}/payments`,
        {
          ...staff,
          key: `demo-advance-${owed.invoiceNumber}-${owed.openBalance.value}`,
          body: {
            amount: Number(owed.openBalance.value),
            received_at: now.toISOString(),
            reference: 'Demo payment',
          },
        },
      );
      const i = paid.data.invoice;
      return `paid ${owed.openBalance.code} ${owed.openBalance.value} on ${owed.type} invoice ${owed.invoiceNumber}: ${i.statusLabel}`;
    }
    const body = eventBody(step.milestone, now);
    await call(eventAnswer, 'POST', `/operations/containers/${step.equipmentReference}/events`, {
      ...staff,
      key: `demo-advance-${step.equipmentReference}-${DCSA[step.milestone].code}`,
      body,
    });
    return `recorded ACT ${DCSA[step.milestone].code} (${step.milestone}) for container ${step.equipmentReference}`;
  }

  return { readOrder, newestAwaitingDeposit, take };
}

export interface Advanced {
  orderId: number;
  done: string;
  before: ContainerState[];
  after: ContainerState[];
}

/** Moves the order one step on and reads it again. */
export async function advanceOrder(
  client: ReturnType<typeof demoClient>,
  orderId: number,
  now: Date = new Date(),
): Promise<Advanced> {
  const before = await client.readOrder(orderId);
  if (before.length === 0) throw new AdvanceError(`Order ${String(orderId)} has no container`);
  const done = await client.take(nextStep(before), now);
  return { orderId, done, before, after: await client.readOrder(orderId) };
}

/** `Factory (SHPU…): On the water · deposit Paid · balance Open`, one line per container. */
export function describe(containers: readonly ContainerState[]): string[] {
  return containers.map(
    (c) =>
      `${c.factory} (${c.equipmentReference}): ${c.stage.label}` +
      ` · deposit ${c.deposit?.statusLabel ?? '–'} · balance ${c.balance?.statusLabel ?? '–'}`,
  );
}

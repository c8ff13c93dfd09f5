import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../helpers';
import { DEMO, setupBackend } from '../helpers';
import { containerLines, containersOf, placeOrder } from './orders';

// The tables' own guards, written straight to the database as a script would: what DCSA
// 2.2.0 requires of each event type, and a container number's ISO 6346 form.

let t: TestBackend;
let containerId: number;
beforeAll(async () => {
  t = await setupBackend();
  const [a] = await containerLines(t);
  const order = await placeOrder(t, await t.login(DEMO.buyer), [a]);
  const [container] = await containersOf(t, order.id);
  if (!container) throw new Error('no container');
  containerId = container.id;
});
afterAll(async () => {
  await t.close();
});

async function sqlState(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await t.backend.services.database.db.execute(statement);
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
      if (typeof e === 'object' && 'code' in e && typeof e.code === 'string') return e.code;
    throw error;
  }
  return undefined;
}

const insertEvent = (type: string, columns: string, values: string) =>
  sql.raw(`insert into tnt_events (event_id, order_container_id, event_type, event_classifier_code,
    event_date_time, equipment_reference${columns})
    values (gen_random_uuid(), ${String(containerId)}, '${type}', 'ACT', now(), 'SHPU0000017'${values})`);

describe('tnt_events', () => {
  it('holds what 2.2.0 requires of each type, and no SHIPMENT events', async () => {
    // check_violation: an equipment event without its code or empty indicator, a transport
    // event without its transport call, any shipment event.
    expect(await sqlState(insertEvent('EQUIPMENT', ', empty_indicator_code', ", 'LADEN'"))).toBe(
      '23514',
    );
    expect(
      await sqlState(insertEvent('TRANSPORT', ', transport_event_type_code', ", 'ARRI'")),
    ).toBe('23514');
    expect(await sqlState(insertEvent('SHIPMENT', '', ''))).toBe('23514');
    expect(
      await sqlState(
        insertEvent(
          'EQUIPMENT',
          ', equipment_event_type_code, empty_indicator_code',
          ", 'STUF', 'LADEN'",
        ),
      ),
    ).toBeUndefined();
  });
});

describe('order_containers', () => {
  it('refuses a container number that is not of the ISO 6346 form', async () => {
    expect(
      await sqlState(
        sql`update order_containers set equipment_reference = 'shpu1' where id = ${containerId}`,
      ),
    ).toBe('23514');
  });
});

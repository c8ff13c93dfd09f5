import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE, SIGN_IN_UNAVAILABLE_MESSAGE } from '@shop/domain';
import { startProbedBackend } from '../../scripts/probe/backend-process';
import type { ProbedBackend } from '../../scripts/probe/backend-process';
import { openDatabase } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/db/connection-errors';
import { DEMO_PASSWORD } from '../../src/seed/demo-customers';
import { ask, eventually, sleep } from './http';
import type { ThrowawayPostgres } from './throwaway-services';
import { startThrowawayPostgres } from './throwaway-services';

let server: ThrowawayPostgres;
beforeAll(async () => {
  server = await startThrowawayPostgres();
}, 60_000);
afterAll(async () => {
  await server.destroy();
});

describe('a lost connection on a checked-out client', () => {
  it('fails that transaction as "unavailable", and the pool reconnects (it used to exit the process)', async () => {
    const database = await openDatabase({ databaseUrl: server.url, dataDir: 'unused' });
    try {
      // Between two statements of a transaction the client has no query running: the
      // server's 57P01 arrives as an `error` event, which nobody listened to.
      const failed = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await server.terminateConnections('postgres');
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failed).toBeDefined();
      expect(isDatabaseUnavailable(failed)).toBe(true);
      // The same pool answers again, without a restart.
      await database.ping();
      const rows = await database.prepared<{ one: number }>(
        { name: 'fault_one', text: 'select 1 as one' },
        [],
      );
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('gives a client back whose BEGIN failed, so a pool of one is not held for ever', async () => {
    const database = await openDatabase({
      databaseUrl: server.url,
      dataDir: 'unused',
      poolSize: 1,
    });
    try {
      await database.ping();
      // The pool's only (idle) connection is cut while the server restarts; the first
      // transaction afterwards may get the dead client, and its BEGIN fails.
      await server.restart();
      for (let i = 0; i < 3; i++)
        await database.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .catch(() => undefined);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a pool whose every connection is busy', () => {
  it('is not a database that is gone: the ping answers on a connection of its own', async () => {
    const database = await openDatabase({
      databaseUrl: server.url,
      dataDir: 'unused',
      poolSize: 2,
    });
    let finish: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const held: Promise<unknown>[] = [];
    try {
      let open = 0;
      const bothOpen = new Promise<void>((resolve) => {
        for (let i = 0; i < 2; i++)
          held.push(
            database.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              open += 1;
              if (open === 2) resolve();
              await gate;
            }),
          );
      });
      await bothOpen;
      // A request now would queue for a connection; the ping does not.
      const started = Date.now();
      await database.ping(1000);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      finish();
      await Promise.allSettled(held);
      await database.close();
    }
  });
});

describe('the backend process through PostgreSQL restarts and outages', () => {
  let backend: ProbedBackend;
  const probedDatabase = () => {
    if (!backend.databaseUrl) throw new Error('the probed backend runs on no PostgreSQL database');
    return backend.databaseUrl;
  };
  let variant: { variant_id: number; product_id: number };
  beforeAll(async () => {
    backend = await startProbedBackend(
      0,
      { LOG_LEVEL: 'info', LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3', LOGIN_LIMIT_PER_ACCOUNT: '5' },
      server.url,
    );
    const client = new pg.Client({
      connectionString: probedDatabase(),
    });
    await client.connect();
    const { rows } = await client.query<{ variant_id: number; product_id: number }>(
      `select v.id as variant_id, v.product_id from variants v join products p on p.id = v.product_id
       where p.name not like '%(Container)' order by v.id limit 1`,
    );
    await client.end();
    if (!rows[0]) throw new Error('no variant');
    variant = rows[0];
  }, 240_000);
  afterAll(async () => {
    await backend.close();
  });

  const alive = () => {
    try {
      process.kill(backend.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const login = (password = DEMO_PASSWORD, email = 'buyer@example.com') =>
    ask(backend.url, 'POST', '/api/customers/login', { body: { email, password } });

  it('answers 503 at once while PostgreSQL is down, and a refused-connection login is given back', async () => {
    await server.stop();
    try {
      const ready = await ask(backend.url, 'GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'database-unreachable', database: 'down' });
      expect(ready.ms).toBeLessThan(1500);
      expect((await ask(backend.url, 'GET', '/health/live')).status).toBe(200);
      // More logins than the account's limits allow, none of which could check a password.
      for (let i = 0; i < 8; i++) {
        const answer = await login();
        expect(answer.status).toBe(503);
        expect(answer.body.title).toBe(SIGN_IN_UNAVAILABLE_MESSAGE);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.ms).toBeLessThan(6000);
      }
      const catalogue = await ask(backend.url, 'GET', '/api/products/brands');
      expect(catalogue.status).toBe(503);
      expect(catalogue.body.title).toBe(SERVICE_UNAVAILABLE_MESSAGE);
      // GraphQL says so too, in its own format, instead of 200 with a masked error.
      const graphql = await ask(backend.url, 'POST', '/graphql', {
        token: 'demo-storefront-token',
        body: { query: '{ site { product(entityId: 1) { name } } }' },
      });
      expect(graphql.status).toBe(503);
      expect(graphql.headers.get('retry-after')).toBe('5');
      expect(graphql.body.errors).toEqual([
        expect.objectContaining({
          message: SERVICE_UNAVAILABLE_MESSAGE,
          extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
        }),
      ]);
    } finally {
      await server.start();
    }
    // Back without a restart of the backend, and nobody is locked out (it was 429 for 15 min).
    await eventually(
      async () =>
        (await ask(backend.url, 'GET', '/health/ready')).status === 200 ? true : undefined,
      10_000,
      'ready again',
    );
    expect((await login()).status).toBe(200);
    expect(alive()).toBe(true);
  }, 120_000);

  it('survives pg_ctl restart -m fast under load, and an acknowledged order exists exactly once', async () => {
    const buyer = await login();
    expect(buyer.status).toBe(200);
    const token = buyer.body.token as string;
    const customerId = buyer.body.customer.id as number;
    const address = {
      first_name: 'Alex',
      last_name: 'Buyer',
      company: 'Buyer Interiors',
      street_1: '10 Harbour Street',
      city: 'Sydney',
      state: 'NSW',
      zip: '2000',
      country: 'Australia',
      phone: '+639171234567',
    };
    // Load: carts read and written, logins, all the time the database restarts.
    const statuses = new Map<number, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        const cart = await ask(backend.url, 'POST', '/api/carts', {
          token,
          body: { line_items: [{ ...variant, quantity: 1 }] },
        });
        statuses.set(cart.status, (statuses.get(cart.status) ?? 0) + 1);
        const again = await login();
        statuses.set(again.status, (statuses.get(again.status) ?? 0) + 1);
      }
    };
    const load = Promise.all([worker(), worker(), worker()]);
    await sleep(500);
    const key = `fault-${randomUUID()}`;
    const cart = await ask(backend.url, 'POST', '/api/carts', {
      token,
      body: { line_items: [{ ...variant, quantity: 1 }] },
    });
    expect(cart.status).toBe(201);
    const order = {
      cartId: cart.body.message.data.id as string,
      customer_id: customerId,
      billing_address: address,
      shipping_address: address,
      costumer_order_number: 'PO-FAULT',
    };
    const restarting = server.restart();
    // The buyer's checkout: the same key until an answer is acknowledged.
    let acknowledged: number | undefined;
    for (let attempt = 0; attempt < 100 && acknowledged === undefined; attempt++) {
      const placed = await ask(backend.url, 'POST', '/api/orders/create', {
        token,
        body: order,
        headers: { 'Idempotency-Key': key },
      });
      expect([200, 201, 503]).toContain(placed.status);
      if (placed.status === 200 || placed.status === 201)
        acknowledged = placed.body.message.data.id as number;
      else await sleep(100);
    }
    await restarting;
    await sleep(1000);
    running = false;
    await load;
    expect(alive()).toBe(true);
    expect(acknowledged).toBeDefined();
    // Every answer was an answer (no hang: 0) and none was a 500.
    expect([...statuses.keys()].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    const replay = await ask(backend.url, 'POST', '/api/orders/create', {
      token,
      body: order,
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.message.data.id).toBe(acknowledged);
    const client = new pg.Client({
      connectionString: probedDatabase(),
    });
    await client.connect();
    const { rows } = await client.query('select id from orders where idempotency_key = $1', [key]);
    await client.end();
    expect(rows).toEqual([{ id: acknowledged }]);
    console.info(`answers during the restart: ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 180_000);
});

import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { NetworkFailureError } from '../errors/network-failure-error';

// A network failure cannot be produced by the real backend on demand, so these tests use a
// raw TCP listener that accepts connections and then drops them (or never answers): the
// client sees exactly what a flaky network gives it, and we count the attempts.
let server: Server | undefined;
const sockets = new Set<Socket>();

async function listen(onConnection: (socket: Socket) => void): Promise<string> {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  const running = server;
  if (running) {
    await new Promise<void>((resolve) => {
      running.close(() => {
        resolve();
      });
    });
  }
  server = undefined;
});

describe('retries', () => {
  it('retries a GET on network failure, up to the retry limit, then throws NetworkFailureError', async () => {
    let attempts = 0;
    const origin = await listen((socket) => {
      attempts += 1;
      socket.destroy();
    });
    const client = createApiClient({
      apiBaseUrl: `${origin}/api`,
      productServiceBaseUrl: `${origin}/ps`,
      retryLimit: 2,
    });
    const failure = await client.catalogue.brands().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkFailureError);
    expect((failure as NetworkFailureError).url).toBe(`${origin}/api/products/brands`);
    expect(attempts).toBe(3);
  });

  it('never retries a write', async () => {
    let attempts = 0;
    const origin = await listen((socket) => {
      attempts += 1;
      socket.destroy();
    });
    const client = createApiClient({
      apiBaseUrl: `${origin}/api`,
      productServiceBaseUrl: `${origin}/ps`,
      retryLimit: 2,
    });
    const order = {
      cartId: 'cart-1',
      customer_id: 1,
      billing_address: {},
      shipping_address: {},
    };
    await expect(client.orders.create(order)).rejects.toBeInstanceOf(NetworkFailureError);
    await expect(
      client.carts.updateItem('cart-1', 'item-1', { product_id: 1, variant_id: 1, quantity: 2 }),
    ).rejects.toBeInstanceOf(NetworkFailureError);
    await expect(client.carts.removeItem('cart-1', 'item-1')).rejects.toBeInstanceOf(
      NetworkFailureError,
    );
    expect(attempts).toBe(3);
  });

  it('retries a GraphQL query (a POST that reads: the client has no mutation), then reports the failure', async () => {
    let attempts = 0;
    let firstBytes = '';
    const origin = await listen((socket) => {
      attempts += 1;
      socket.once('data', (chunk: Buffer) => {
        firstBytes = chunk.toString('latin1');
        socket.destroy();
      });
    });
    const client = createApiClient({
      apiBaseUrl: `${origin}/api`,
      productServiceBaseUrl: `${origin}/ps`,
      graphql: { endpoint: `${origin}/graphql`, token: 'storefront-token' },
    });
    await expect(client.graphql.categoryTree()).rejects.toBeInstanceOf(NetworkFailureError);
    // The default limit: two retries.
    expect(attempts).toBe(3);
    // The request line and the storefront bearer token as they went on the wire.
    expect(firstBytes).toMatch(/^POST \/graphql HTTP\/1\.1\r\n/);
    expect(firstBytes.toLowerCase()).toContain('authorization: bearer storefront-token');
  });

  it('reports a time-out as a NetworkFailureError with timedOut set', async () => {
    const origin = await listen(() => {
      // Accept and stay silent.
    });
    const client = createApiClient({
      apiBaseUrl: `${origin}/api`,
      productServiceBaseUrl: `${origin}/ps`,
      timeoutMs: 200,
    });
    const failure = await client.customers.logoutUrl().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkFailureError);
    expect((failure as NetworkFailureError).timedOut).toBe(true);
  });
});

// A pass-through HTTP proxy in front of the backend that notes every request it forwards, so
// a test can say which calls a page made (e.g. that an order's page reads one order, not the
// whole history). Bodies and headers go through untouched, both ways.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingProxy {
  url: string;
  /** `GET /api/customers/3/orders/7`, in the order they came, since the last `clear()`. */
  readonly calls: string[];
  clear(): void;
  close(): Promise<void>;
}

export async function recordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const calls: string[] = [];
  const server = createServer((incoming, outgoing) => {
    calls.push(`${incoming.method ?? 'GET'} ${incoming.url ?? '/'}`);
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      outgoing.destroy(error);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    calls,
    clear: () => {
      calls.length = 0;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

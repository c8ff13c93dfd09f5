import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A reverse proxy in front of the real backend that can lose the backend's answer to an
// order, as nginx does when the backend's connection drops after it wrote the order (a
// restart, a kill) — the one part of the chain a test cannot break for real on one machine.

/** What nginx sends for a lost upstream answer. */
export const NGINX_502_PAGE = `<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n${'<!-- a padding to disable MSIE and Chrome friendly error page -->\r\n'.repeat(6)}</body>\r\n</html>\r\n`;

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

export interface LossyProxy {
  url: string;
  /** The Idempotency-Key of every order call that reached the proxy, in order. */
  orderKeys: string[];
  /** The next `count` order answers are lost (the backend still gets and answers the call). */
  loseOrderAnswers(count: number): void;
  close(): Promise<void>;
}

export async function lossyProxy(target: string): Promise<LossyProxy> {
  const orderKeys: string[] = [];
  let lose = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).flatMap(([name, value]) =>
            HOP_BY_HOP.has(name) || value === undefined ? [] : [[name, String(value)]],
          ),
        );
        const body = Buffer.concat(chunks);
        const upstream = await fetch(`${target}${req.url ?? '/'}`, {
          method: req.method ?? 'GET',
          headers,
          ...(body.length > 0 ? { body } : {}),
          redirect: 'manual',
        });
        const answer = Buffer.from(await upstream.arrayBuffer());
        if (req.method === 'POST' && req.url?.endsWith('/orders/create')) {
          orderKeys.push(String(req.headers['idempotency-key']));
          if (lose > 0) {
            lose -= 1;
            res.writeHead(502, { 'content-type': 'text/html' });
            res.end(NGINX_502_PAGE);
            return;
          }
        }
        const out: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        });
        res.writeHead(upstream.status, out);
        res.end(answer);
      })().catch(() => {
        res.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    orderKeys,
    loseOrderAnswers: (count) => {
      lose = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

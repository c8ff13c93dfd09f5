import { request as httpRequest } from 'node:http';
import type { Agent } from 'node:http';

export interface ProbeResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  bytes: number;
  ms: number;
  // Probes read whatever the server sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface ProbeRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string | Buffer;
  /** The source address of the connection: distinct loopback addresses act as distinct shoppers. */
  from?: string;
  token?: string;
  agent?: Agent;
}

/** One HTTP request from a chosen loopback address (node:http, since fetch cannot pick one). */
export function send(url: string, options: ProbeRequest = {}): Promise<ProbeResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Buffer | undefined = options.raw;
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        ...(options.from ? { localAddress: options.from } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const text = buffer.toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            bytes: buffer.length,
            ms: performance.now() - started,
            json,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** `127.0.{block}.{n}`: a distinct shopper address per n. */
export const shopper = (n: number, block = 0) => `127.0.${String(block)}.${String(2 + n)}`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

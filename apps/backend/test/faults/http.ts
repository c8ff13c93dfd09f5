export interface Answer {
  /** 0: no answer (refused, reset or `timeoutMs` passed). */
  status: number;
  // Tests read whatever the server sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
  ms: number;
}

/** One request to a backend in a process of its own; never throws, never waits past `timeoutMs`. */
export async function ask(
  base: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: res.status, body, headers: res.headers, ms: performance.now() - started };
  } catch {
    return { status: 0, body: undefined, headers: new Headers(), ms: performance.now() - started };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds, failing after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  ms: number,
  what: string,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${String(ms)} ms`);
    await sleep(100);
  }
}

import { NetworkFailureError } from '../errors/network-failure-error';

let counter = 0;

/** A callback name unique within the page, safe as a JS identifier and a query value. */
export function jsonpCallbackName(): string {
  counter += 1;
  return `__shopJsonp${Date.now().toString(36)}_${counter}`;
}

/**
 * Unwraps `callback({...})` (optionally followed by `;`) into the JSON inside. Anything
 * else is rejected: the body is never evaluated.
 */
export function unwrapJsonp(text: string, callbackName: string): unknown {
  const trimmed = text.trim().replace(/;$/, '');
  const prefix = `${callbackName}(`;
  if (!trimmed.startsWith(prefix) || !trimmed.endsWith(')')) {
    throw new SyntaxError(`JSONP answer does not call ${callbackName}`);
  }
  return JSON.parse(trimmed.slice(prefix.length, -1)) as unknown;
}

/** Browser path: a script tag calling a global callback, removed on answer, error or time-out. */
function jsonpViaScript(url: string, callbackName: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const registry = globalThis as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    const cleanup = () => {
      clearTimeout(timer);
      Reflect.deleteProperty(registry, callbackName);
      script.remove();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new NetworkFailureError({ method: 'GET', url, timedOut: true, cause: undefined }));
    }, timeoutMs);
    registry[callbackName] = (data: unknown) => {
      cleanup();
      resolve(data);
    };
    script.onerror = (event) => {
      cleanup();
      reject(new NetworkFailureError({ method: 'GET', url, timedOut: false, cause: event }));
    };
    script.src = url;
    document.head.appendChild(script);
  });
}

/** Server path (SSR, tests, other internal apps): the same GET, with the callback unwrapped. */
async function jsonpViaFetch(
  url: string,
  callbackName: string,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<unknown> {
  let text: string;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new NetworkFailureError({ method: 'GET', url, timedOut, cause: error });
  }
  return unwrapJsonp(text, callbackName);
}

export interface JsonpOptions {
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
}

/** A cross-domain JSONP GET: `url` must already carry the callback parameter named `callbackName`. */
export function jsonp(url: string, callbackName: string, options: JsonpOptions): Promise<unknown> {
  if (typeof document !== 'undefined') return jsonpViaScript(url, callbackName, options.timeoutMs);
  return jsonpViaFetch(url, callbackName, options.timeoutMs, options.fetch ?? fetch);
}

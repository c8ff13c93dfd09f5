import { formatWithOptions } from 'node:util';

/** One log call never writes more than this (a stack trace and a summary fit; a page does not). */
export const MAX_LOG_CHARS = 4000;

/**
 * Nested values are summarised: a string property (an error's `body`, a proxy's whole error
 * page) shows its first 300 characters, objects three levels deep, lists 20 items.
 */
const inspectOptions = {
  depth: 3,
  maxStringLength: 300,
  maxArrayLength: 20,
  breakLength: 160,
} as const;

/** One call's line: ISO timestamp, level, the message, capped at `max` characters. */
export function logLine(level: string, args: unknown[], max = MAX_LOG_CHARS): string {
  const text = formatWithOptions(inspectOptions, ...args);
  const capped =
    text.length > max
      ? `${text.slice(0, max)}… (${String(text.length - max)} more characters left out)`
      : text;
  return `${new Date().toISOString()} ${level} ${capped}\n`;
}

const LEVELS = [
  ['debug', 'DEBUG', process.stdout],
  ['log', 'INFO', process.stdout],
  ['info', 'INFO', process.stdout],
  ['warn', 'WARN', process.stderr],
  ['error', 'ERROR', process.stderr],
] as const;

/**
 * Every console call of the production server (the app's `console.error`s included) gets a
 * timestamp and a level, and is bounded: an error that carries a proxy's error page logs a
 * summary, not the page.
 */
export function timestampedConsole(): void {
  for (const [method, level, stream] of LEVELS) {
    console[method] = (...args: unknown[]) => {
      stream.write(logLine(level, args));
    };
  }
}

/** The access log: morgan's `tiny` with the time first. */
export const ACCESS_LOG_FORMAT =
  ':date[iso] :method :url :status :res[content-length] - :response-time ms';

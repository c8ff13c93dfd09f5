/**
 * Where the blocks report content problems (unknown components, fields that failed their
 * schema, unsafe links dropped). The app injects its own (e.g. to forward to its error
 * tracker); the default writes to the console.
 */
export interface BlocksLogger {
  warn: (message: string, details?: Record<string, unknown>) => void;
  error: (message: string, details?: Record<string, unknown>) => void;
}

export const consoleLogger: BlocksLogger = {
  warn: (message, details) => {
    console.warn(`[cms-blocks] ${message}`, details ?? {});
  },
  error: (message, details) => {
    console.error(`[cms-blocks] ${message}`, details ?? {});
  },
};

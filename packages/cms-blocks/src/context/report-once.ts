import type { BlocksLogger } from './logger';

// Blocks re-render often (every state change above them); a problem in the content
// should reach the app's logger (often an error tracker) once per piece of content,
// not once per render. Content objects are remembered weakly, per logger.
const reported = new WeakMap<BlocksLogger, WeakMap<object, Set<string>>>();

/**
 * Logs `message` about `subject` unless this logger already heard it about the same
 * object. Subjects that are not objects (strings, `null`) are always logged.
 */
export function reportOnce(
  logger: BlocksLogger,
  level: 'warn' | 'error',
  subject: unknown,
  message: string,
  details?: Record<string, unknown>,
): void {
  if (typeof subject === 'object' && subject !== null) {
    let subjects = reported.get(logger);
    if (!subjects) {
      subjects = new WeakMap();
      reported.set(logger, subjects);
    }
    const messages = subjects.get(subject) ?? new Set<string>();
    if (messages.has(message)) return;
    messages.add(message);
    subjects.set(subject, messages);
  }
  logger[level](message, details);
}

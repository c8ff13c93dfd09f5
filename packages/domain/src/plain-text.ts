import { z } from 'zod';
import { NUL_BYTE_MESSAGE } from './validation-messages';

// PostgreSQL text cannot hold U+0000 and no keyboard types it, so a NUL byte is refused with
// a field message everywhere (behaviour.md#security: it used to reach the database and answer 500).

/** True when `value` holds a NUL byte (U+0000). */
export function hasNulByte(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * Text as every form and API field takes it: a string without NUL bytes. `error` is the
 * message for a value that is not text. Chain `.trim()`, `.min()`… as on `z.string()`.
 */
export function plainText(error: string) {
  return z.string({ error }).refine((value) => !hasNulByte(value), {
    error: NUL_BYTE_MESSAGE,
    abort: true,
  });
}

interface Step {
  key: string | number;
  parent: Step | undefined;
}

function pathOf(step: Step | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string holding a NUL byte anywhere in a parsed JSON value (keys
 * included), or undefined. Walks without recursion, so any depth is safe.
 */
export function findNulByte(value: unknown): (string | number)[] | undefined {
  const stack: { value: unknown; step: Step | undefined }[] = [{ value, step: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, step } = next;
    if (typeof current === 'string') {
      if (hasNulByte(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      current.forEach((item: unknown, key) =>
        stack.push({ value: item, step: { key, parent: step } }),
      );
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasNulByte(key)) return pathOf({ key, parent: step });
        stack.push({ value: item, step: { key, parent: step } });
      }
    }
  }
  return undefined;
}

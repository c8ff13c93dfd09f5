import { GENERIC_ERROR_MESSAGE } from './messages';

// Nested error objects come from servers; a cycle or absurd depth must not hang or
// overflow the stack while we look for strings.
const MAX_DEPTH = 8;

/** First letter upper-cased, surrounding spaces dropped. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

function collectStrings(
  value: unknown,
  into: string[],
  seen: WeakSet<object>,
  depth: number,
): void {
  if (typeof value === 'string') {
    if (value.trim() !== '') into.push(capitalise(value));
    return;
  }
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || seen.has(value)) return;
  seen.add(value);
  for (const child of Object.values(value)) collectStrings(child, into, seen, depth + 1);
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** The one-line text of a single, non-array message. */
function singleMessage(message: unknown): string | null {
  const text = textOf(message);
  if (text !== null || typeof message !== 'object' || message === null) return text;
  const record = message as Record<string, unknown>;
  for (const field of ['title', 'message', 'error', 'detail']) {
    const fieldText = textOf(record[field]);
    if (fieldText !== null) return fieldText;
  }
  const nested: string[] = [];
  collectStrings(record.errors, nested, new WeakSet(), 0);
  return nested.length > 0 ? nested.join('. ') : null;
}

/**
 * Building an error list (behaviour.md#errors): turns a failed response's `message` into the list of
 * lines a form shows.
 *
 * - Not an array: wrapped as one item. A string is kept as is; an object gives its
 *   `title`, `message`, `error` or `detail` text, else its nested `errors` strings joined.
 * - An array: every string found in each element's nested `errors` object (at any depth,
 *   in order) with its first letter capitalised; an element that is itself a string, or
 *   has no `errors` text, gives its single-message text, capitalised the same way.
 *
 * Never throws and never returns an empty list: when nothing readable is found the list
 * holds `'An error occurred. Please try again.'`.
 */
export function buildErrorList(message: unknown): string[] {
  const list: string[] = [];
  if (!Array.isArray(message)) {
    const text = singleMessage(message);
    if (text !== null) list.push(text);
  } else {
    const seen = new WeakSet<object>();
    for (const entry of message as unknown[]) {
      const before = list.length;
      if (typeof entry === 'object' && entry !== null && 'errors' in entry) {
        collectStrings(entry.errors, list, seen, 0);
      }
      // An element whose errors hold no text still has its title or message to show.
      const text = list.length === before ? singleMessage(entry) : null;
      if (text !== null) list.push(capitalise(text));
    }
  }
  return list.length > 0 ? list : [GENERIC_ERROR_MESSAGE];
}

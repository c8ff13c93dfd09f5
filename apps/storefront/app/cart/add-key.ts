// The Idempotency-Key of an add from this tab (behaviour.md#calls-cart): the same add sent
// again after its answer was lost — a click after an error, a reload — carries the same key,
// so the backend answers with the cart instead of adding twice. The key of an add waiting for
// its answer is kept in sessionStorage for RETRY_WINDOW_MS; once answered, the next add of the
// same line is a new add with a new key.
import { newIdempotencyKey } from '@shop/api/idempotency';

const PREFIX = 'shop:add-key:';
/** How long an unanswered add's key is reused: a retry is soon; later, an add is a new add. */
export const RETRY_WINDOW_MS = 10 * 60 * 1000;

export interface AddFields {
  intent: string;
  product_id: string | number;
  variant_id: string | number;
  quantity: string | number;
}

const slot = (add: AddFields) =>
  `${PREFIX}${add.intent}:${String(add.product_id)}:${String(add.variant_id)}:${String(add.quantity)}`;

/** sessionStorage, or null where the browser refuses it (then every add has a fresh key). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key to send with `add`: its unanswered key within the window, else a new one, kept. */
export function addKeyFor(add: AddFields, now = Date.now()): string {
  const store = storage();
  const saved = store?.getItem(slot(add));
  if (saved) {
    const [key, at] = saved.split(' ');
    if (key && now - Number(at) < RETRY_WINDOW_MS) return key;
  }
  const key = newIdempotencyKey();
  try {
    store?.setItem(slot(add), `${key} ${String(now)}`);
  } catch {
    // A full or refused storage: the add goes with a key that a reload forgets.
  }
  return key;
}

/** The server answered `add` (added, refused or asked): its key is spent. */
export function addAnswered(add: AddFields): void {
  storage()?.removeItem(slot(add));
}

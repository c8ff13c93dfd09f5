// /account/quick-order on the server: the buyer's lines read from the form (typed rows,
// pasted text, a CSV file), looked up in the catalogue and on the price list, and on `add`
// put into the cart in one call, line by line: the backend adds, caps or refuses each with its
// reason, and asks the question of behaviour.md#cart-states when container and non-container
// lines would mix.
import {
  addCheckedLines,
  checkLines,
  LinesUnavailableError,
  type CheckedLine,
} from '../cart/check-lines.server';
import { addKeyOf, newAddKey } from '../cart/add-key.server';
import { saveAsList } from '../account/lists/save-as-list.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import {
  CSV_MAX_BYTES,
  emptyLines,
  PASTED_MAX_BYTES,
  readPasted,
  readRows,
  readText,
  type UnreadLine,
} from './parse-lines.server';

export interface QuickOrderResult {
  checked: CheckedLine[];
  unread: UnreadLine[];
  truncated: boolean;
  /** Where reading stopped when truncated (`Line 501`). */
  stoppedAt: string | null;
  /** Set when nothing could be checked or added: the whole request's message. */
  error: string | null;
  /** After `add`: how many lines went into the cart. */
  added: number | null;
  /** After `add`: the question of behaviour.md#cart-states, when it is due (nothing was added). */
  confirm: string | null;
  /** The key the add form sends (add-key.server.ts). */
  addKey: string;
  /** After `save-list`: the new container list of the valid lines. */
  savedListId?: number;
  /** After `save-list`: why no list was saved. */
  listErrors?: string[];
}

const NOTHING = 'Type, paste or upload at least one line (SKU and quantity).';

/** Reads every source of lines in the form: rows, pasted text, the CSV file. */
async function readForm(form: FormData) {
  const read = emptyLines();
  readRows(form, read);
  const pasted = form.get('lines');
  if (typeof pasted === 'string' && Buffer.byteLength(pasted) > PASTED_MAX_BYTES)
    return {
      read,
      error: `The pasted lines are longer than ${String(PASTED_MAX_BYTES / 1024)} kB.`,
    };
  if (typeof pasted === 'string' && pasted.trim() !== '') readPasted(pasted, read);
  const file = form.get('csv');
  if (file instanceof File && file.size > 0) {
    if (file.size > CSV_MAX_BYTES)
      return { read, error: `The CSV file is larger than ${String(CSV_MAX_BYTES / 1024)} kB.` };
    readText(await file.text(), `${file.name || 'CSV'} line`, read);
  }
  return { read, error: null };
}

export async function runQuickOrder(
  session: BuyerSession,
  form: FormData,
): Promise<QuickOrderResult> {
  const customer = await session.customer();
  const result: QuickOrderResult = {
    checked: [],
    unread: [],
    truncated: false,
    stoppedAt: null,
    error: null,
    added: null,
    confirm: null,
    addKey: newAddKey(),
  };
  if (customer === null) return { ...result, error: 'Please log in to order.' };
  const { read, error } = await readForm(form);
  result.unread = read.unread;
  result.truncated = read.truncated;
  result.stoppedAt = read.stoppedAt;
  if (error) return { ...result, error };
  if (read.lines.length === 0) return { ...result, error: read.unread.length > 0 ? null : NOTHING };
  try {
    result.checked = await checkLines(session, customer, read.lines);
  } catch (failure) {
    if (!(failure instanceof LinesUnavailableError)) throw failure;
    return { ...result, error: 'The lines could not be checked just now. Please try again.' };
  }
  const intent = form.get('intent');
  if (intent === 'save-list') {
    const valid = result.checked.flatMap((line) => (line.status === 'ok' ? [line] : []));
    const name = form.get('list_name');
    const saved = await saveAsList(session, typeof name === 'string' ? name : '', valid);
    if (saved.ok) return { ...result, savedListId: saved.listId };
    return { ...result, listErrors: saved.errors };
  }
  if (intent !== 'add' && intent !== 'add-replace') return result;
  const added = await addCheckedLines(session, result.checked, {
    shortfall: 'refuse',
    nonContainer: intent === 'add-replace' ? 'replace' : 'ask',
    idempotencyKey: addKeyOf(form),
  });
  if (added.kind === 'confirm') return { ...result, confirm: added.message };
  if (added.kind === 'failed') return { ...result, error: added.message };
  return { ...result, checked: added.lines, added: added.added };
}

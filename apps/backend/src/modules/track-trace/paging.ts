import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { badRequest, validationError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import type { Position } from './repository';
import type { CursorPayload, EventFilters } from './schemas';
import { cursorPayload, cursorQuery, eventFilters } from './schemas';
import type { EventRow } from './serialize';

// DCSA paging: the first call sends its filters and `limit`; each answer links its pages in
// the Current-Page, Next-Page, Prev-Page and First-Page headers, as `/v2/events?cursor=…`.
// A cursor is the first call's query and an edge (after or before an event), base64url
// JSON: opaque to the caller, and checked again like a first call when it comes back.

export const EVENTS_PATH = '/v2/events';

const INVALID_CURSOR = 'Not a cursor this server made; start again without one';

export const encodeCursor = (payload: CursorPayload) =>
  Buffer.from(JSON.stringify(payload)).toString('base64url');

function decodeCursor(text: string): CursorPayload {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid query parameter', { cursor: INVALID_CURSOR });
  }
  const parsed = cursorPayload.safeParse(value);
  if (!parsed.success) throw badRequest('Invalid query parameter', { cursor: INVALID_CURSOR });
  return parsed.data;
}

export interface PageRequest {
  /** The first call's query, which every page link carries. */
  query: Record<string, string>;
  filters: EventFilters;
  after?: Position | undefined;
  before?: Position | undefined;
  viaCursor: boolean;
}

const toPosition = (p: { t: string; id: string } | undefined) =>
  p && { t: new Date(p.t), id: p.id };

const fromPosition = (p: Position | undefined) => p && { t: p.t.toISOString(), id: p.id };

/** What page the request asks for: from its query, or from its `cursor` (then nothing else may be sent). */
export function pageRequest(c: Context<AppEnv>): PageRequest {
  const raw = c.req.query();
  let query = raw;
  let payload: CursorPayload | undefined;
  if ('cursor' in raw) {
    payload = decodeCursor(readQuery(c, cursorQuery).cursor);
    query = payload.q;
  }
  const parsed = eventFilters.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error.issues, 'Invalid query parameter');
  return {
    query,
    filters: parsed.data,
    after: toPosition(payload?.after),
    before: toPosition(payload?.before),
    viaCursor: payload !== undefined,
  };
}

const edgeOf = (row: EventRow) => ({
  t: row.event.eventCreatedDateTime.toISOString(),
  id: row.event.eventId,
});

const link = (payload: CursorPayload) => `${EVENTS_PATH}?cursor=${encodeCursor(payload)}`;

/**
 * The page's events out of the `limit + 1` rows read, and its links. Next-Page and
 * Prev-Page are left out where DCSA allows: after the last page, before the first.
 */
export function pageOf(request: PageRequest, rows: EventRow[]) {
  const { limit } = request.filters;
  const more = rows.length > limit;
  const backwards = request.before !== undefined;
  // Read backwards, the extra row is the one before the page; forwards, the one after it.
  const page = backwards ? rows.slice(more ? 1 : 0) : rows.slice(0, limit);
  const hasNext = backwards || more;
  const hasPrev = backwards ? more : request.after !== undefined;
  const q = request.query;
  const headers: Record<string, string> = {
    'Current-Page': link({
      q,
      ...(request.after && { after: fromPosition(request.after) }),
      ...(request.before && { before: fromPosition(request.before) }),
    }),
  };
  const first = page[0];
  const last = page.at(-1);
  if (hasNext && last) headers['Next-Page'] = link({ q, after: edgeOf(last) });
  if (hasPrev && first) headers['Prev-Page'] = link({ q, before: edgeOf(first) });
  if (request.viaCursor) headers['First-Page'] = link({ q });
  return { page, headers };
}

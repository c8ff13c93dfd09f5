import { SEARCH_MAX_LENGTH } from './constants';
import { SEARCH_TERM_REQUIRED_MESSAGE, SEARCH_TERM_TOO_LONG_MESSAGE } from './validation-messages';

export type SearchTermCheck = { ok: true; term: string } | { ok: false; message: string };

/**
 * Search term (behaviour.md#search-bar): non-blank, at most 512 characters; comes out trimmed. The rule
 * itself, free of zod, because the search box is in the header of every page and full zod
 * would weigh on every first load; `searchTermSchema` wraps it for forms and servers.
 */
export function checkSearchTerm(value: unknown): SearchTermCheck {
  const term = typeof value === 'string' ? value.trim() : '';
  if (term === '') return { ok: false, message: SEARCH_TERM_REQUIRED_MESSAGE };
  if (term.length > SEARCH_MAX_LENGTH) return { ok: false, message: SEARCH_TERM_TOO_LONG_MESSAGE };
  return { ok: true, term };
}

/**
 * The most addresses one customer keeps: a trade buyer's warehouses, showrooms and sites.
 * Without a bound one account could grow its own pages (the account page and checkout list
 * every address) without end.
 */
export const ADDRESS_BOOK_MAX = 50;

export const ADDRESS_BOOK_FULL_MESSAGE = `Your address book is full: it holds at most ${String(ADDRESS_BOOK_MAX)} addresses. Edit one of them instead.`;

/** Whether `adding` more addresses fit beside the `saved` ones. */
export function addressBookHasRoom(saved: number, adding = 1): boolean {
  return saved + adding <= ADDRESS_BOOK_MAX;
}

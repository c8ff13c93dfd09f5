/** The container lists' pages (B2B Edition's shopping lists). */
export const LISTS_PATH = '/account/lists';
export const listPath = (id: number) => `${LISTS_PATH}/${String(id)}`;

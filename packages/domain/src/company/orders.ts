// B2B Edition's company order list (`allOrders`): how it may be sorted and whose orders it shows.

/** `orderBy` as B2B Edition sends it: a field, `-` first for descending. */
export const COMPANY_ORDER_SORTS = [
  'createdAt',
  '-createdAt',
  'orderId',
  '-orderId',
  'totalIncTax',
  '-totalIncTax',
  'status',
  '-status',
] as const;

export type CompanyOrderSort = (typeof COMPANY_ORDER_SORTS)[number];

/** `isShowMy`: "1" only the caller's own orders, "0" the company's (get_orders at level 2). */
export const SHOW_MY_ORDERS = { mine: '1', company: '0' } as const;

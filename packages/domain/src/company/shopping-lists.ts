/**
 * B2B Edition's shopping list statuses (`status` of `shoppingLists`): a junior buyer's list
 * is a draft until submitted; a senior buyer or admin approves or rejects it.
 */
export const SHOPPING_LIST_STATUSES = {
  approved: 0,
  deleted: 20,
  draft: 30,
  readyForApproval: 40,
  rejected: 50,
} as const;
export type ShoppingListStatus =
  (typeof SHOPPING_LIST_STATUSES)[keyof typeof SHOPPING_LIST_STATUSES];

export const SHOPPING_LIST_STATUS_NAMES: Readonly<Record<ShoppingListStatus, string>> = {
  0: 'Approved',
  20: 'Deleted',
  30: 'Draft',
  40: 'Ready for approval',
  50: 'Rejected',
};

export const SHOPPING_LIST_STATUS_LIST: readonly ShoppingListStatus[] = [0, 20, 30, 40, 50];

export function isShoppingListStatus(value: unknown): value is ShoppingListStatus {
  return (SHOPPING_LIST_STATUS_LIST as readonly unknown[]).includes(value);
}

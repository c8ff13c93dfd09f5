import { describe, expect, it } from 'vitest';
import {
  SHOPPING_LIST_STATUSES,
  SHOPPING_LIST_STATUS_LIST,
  SHOPPING_LIST_STATUS_NAMES,
  isShoppingListStatus,
} from './shopping-lists';

describe('shopping list statuses', () => {
  it('are B2B Edition integers, each named', () => {
    expect(SHOPPING_LIST_STATUSES).toEqual({
      approved: 0,
      deleted: 20,
      draft: 30,
      readyForApproval: 40,
      rejected: 50,
    });
    expect(SHOPPING_LIST_STATUS_LIST.map((s) => SHOPPING_LIST_STATUS_NAMES[s])).toEqual([
      'Approved',
      'Deleted',
      'Draft',
      'Ready for approval',
      'Rejected',
    ]);
  });

  it('knows its integers and nothing else', () => {
    expect(isShoppingListStatus(40)).toBe(true);
    expect(isShoppingListStatus(10)).toBe(false);
    expect(isShoppingListStatus('40')).toBe(false);
  });
});

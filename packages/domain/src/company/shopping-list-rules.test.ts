import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from './roles';
import {
  SHOPPING_LIST_REFUSAL_MESSAGES,
  canSeeShoppingList,
  newShoppingListStatus,
  shoppingListEditable,
  shoppingListTransition,
} from './shopping-list-rules';
import { SHOPPING_LIST_STATUSES } from './shopping-lists';

const { admin, seniorBuyer: senior, juniorBuyer: junior } = COMPANY_ROLES;
const { approved, deleted, draft, readyForApproval: ready, rejected } = SHOPPING_LIST_STATUSES;

describe('newShoppingListStatus', () => {
  it('starts a junior buyer on a draft and the others on an approved list', () => {
    expect(newShoppingListStatus(junior)).toBe(draft);
    expect(newShoppingListStatus(senior)).toBe(approved);
    expect(newShoppingListStatus(admin)).toBe(approved);
  });
});

describe('canSeeShoppingList', () => {
  it('shows a junior only their own lists, the others every list of the company', () => {
    expect(canSeeShoppingList(junior, true)).toBe(true);
    expect(canSeeShoppingList(junior, false)).toBe(false);
    expect(canSeeShoppingList(senior, false)).toBe(true);
    expect(canSeeShoppingList(admin, false)).toBe(true);
  });
});

describe('shoppingListEditable', () => {
  it('lets the owner rework a draft or a rejected list, nobody else', () => {
    for (const status of [draft, rejected]) {
      expect(shoppingListEditable(junior, { status, isOwner: true })).toBe(true);
      expect(shoppingListEditable(senior, { status, isOwner: false })).toBe(false);
      expect(shoppingListEditable(admin, { status, isOwner: false })).toBe(false);
    }
  });

  it('freezes a list waiting for approval, even for its owner and approvers', () => {
    expect(shoppingListEditable(junior, { status: ready, isOwner: true })).toBe(false);
    expect(shoppingListEditable(senior, { status: ready, isOwner: false })).toBe(false);
  });

  it('lets approvers and an approved list’s owner edit it; a junior not another’s', () => {
    expect(shoppingListEditable(senior, { status: approved, isOwner: true })).toBe(true);
    expect(shoppingListEditable(senior, { status: approved, isOwner: false })).toBe(true);
    expect(shoppingListEditable(junior, { status: approved, isOwner: true })).toBe(true);
    expect(shoppingListEditable(junior, { status: approved, isOwner: false })).toBe(false);
  });

  it('never edits a deleted list', () => {
    expect(shoppingListEditable(admin, { status: deleted, isOwner: true })).toBe(false);
  });
});

describe('shoppingListTransition', () => {
  it('lets the junior submit their own draft or rejected list', () => {
    expect(shoppingListTransition(junior, { status: draft, isOwner: true }, ready)).toEqual({
      ok: true,
    });
    expect(shoppingListTransition(junior, { status: rejected, isOwner: true }, ready).ok).toBe(
      true,
    );
  });

  it('refuses a submit by someone else, without the permission, or from another status', () => {
    expect(shoppingListTransition(senior, { status: draft, isOwner: true }, ready)).toEqual({
      ok: false,
      refusal: 'not-permitted',
    });
    expect(shoppingListTransition(admin, { status: draft, isOwner: false }, ready)).toEqual({
      ok: false,
      refusal: 'not-permitted',
    });
    expect(shoppingListTransition(junior, { status: approved, isOwner: true }, ready)).toEqual({
      ok: false,
      refusal: 'transition-not-allowed',
    });
    expect(shoppingListTransition(junior, { status: draft, isOwner: false }, ready)).toEqual({
      ok: false,
      refusal: 'not-permitted',
    });
  });

  it('lets an approver approve or reject (with a reason) a list waiting for approval', () => {
    const waiting = { status: ready, isOwner: false } as const;
    expect(shoppingListTransition(senior, waiting, approved).ok).toBe(true);
    expect(shoppingListTransition(admin, waiting, rejected, 'Too many sofas').ok).toBe(true);
    expect(shoppingListTransition(senior, waiting, rejected, '  ')).toEqual({
      ok: false,
      refusal: 'reason-required',
    });
    expect(shoppingListTransition(senior, waiting, rejected)).toEqual({
      ok: false,
      refusal: 'reason-required',
    });
  });

  it('refuses a junior’s approval and an approval of a list not waiting', () => {
    expect(shoppingListTransition(junior, { status: ready, isOwner: true }, approved)).toEqual({
      ok: false,
      refusal: 'not-permitted',
    });
    expect(shoppingListTransition(senior, { status: draft, isOwner: false }, approved)).toEqual({
      ok: false,
      refusal: 'transition-not-allowed',
    });
  });

  it('moves nothing to draft or deleted', () => {
    for (const to of [draft, deleted])
      expect(shoppingListTransition(admin, { status: ready, isOwner: true }, to)).toEqual({
        ok: false,
        refusal: 'transition-not-allowed',
      });
  });

  it('names every refusal', () => {
    expect(Object.keys(SHOPPING_LIST_REFUSAL_MESSAGES).sort()).toEqual([
      'not-editable',
      'not-permitted',
      'reason-required',
      'transition-not-allowed',
    ]);
  });
});

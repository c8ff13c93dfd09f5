import { can } from './permissions';
import type { CompanyRole } from './roles';
import { SHOPPING_LIST_STATUSES, type ShoppingListStatus } from './shopping-lists';

const { approved, draft, readyForApproval, rejected } = SHOPPING_LIST_STATUSES;

/** A list as its rules need it: its status and whether the caller made it. */
export interface ShoppingListStanding {
  status: ShoppingListStatus;
  isOwner: boolean;
}

export type ShoppingListRefusal =
  'not-permitted' | 'not-editable' | 'transition-not-allowed' | 'reason-required';

export type ShoppingListDecision = { ok: true } | { ok: false; refusal: ShoppingListRefusal };

const allow: ShoppingListDecision = { ok: true };
const refuse = (refusal: ShoppingListRefusal): ShoppingListDecision => ({ ok: false, refusal });

/** The status a new list gets: a buyer who needs approval starts a draft, others an approved list. */
export function newShoppingListStatus(role: CompanyRole): ShoppingListStatus {
  return can(role, 'submit_shopping_list_for_approval') &&
    !can(role, 'approve_draft_shopping_list', 'company')
    ? draft
    : approved;
}

/**
 * Whether `role` may see the list at all: the company's lists with get_shopping_lists at
 * company level, only their own at level 1 (a junior buyer).
 */
export function canSeeShoppingList(role: CompanyRole, isOwner: boolean): boolean {
  return can(role, 'get_shopping_lists', isOwner ? 'own' : 'company');
}

/**
 * Whether `role` may change the list's name, description and lines: its owner while it is a
 * draft or rejected (a junior reworks a rejected list), or approved for a buyer who needs no
 * approval; an approver may also edit an approved list of the company. A list waiting for
 * approval is frozen, so the approver judges what was submitted.
 */
export function shoppingListEditable(role: CompanyRole, list: ShoppingListStanding): boolean {
  if (!canSeeShoppingList(role, list.isOwner)) return false;
  if (list.status === readyForApproval) return false;
  if (list.status === draft || list.status === rejected) return list.isOwner;
  if (list.status === approved)
    return (
      (list.isOwner && can(role, 'create_shopping_list')) ||
      can(role, 'approve_draft_shopping_list', 'company')
    );
  return false;
}

/**
 * A status change of a list by `role`: 30 or 50 → 40 submit (the owner, with
 * submit_shopping_list_for_approval), 40 → 0 approve and 40 → 50 reject (a reason required),
 * by an approver at company level; nothing else.
 */
export function shoppingListTransition(
  role: CompanyRole,
  list: ShoppingListStanding,
  to: ShoppingListStatus,
  reason = '',
): ShoppingListDecision {
  if (!canSeeShoppingList(role, list.isOwner)) return refuse('not-permitted');
  if (to === readyForApproval) {
    if (!list.isOwner || !can(role, 'submit_shopping_list_for_approval'))
      return refuse('not-permitted');
    return list.status === draft || list.status === rejected
      ? allow
      : refuse('transition-not-allowed');
  }
  if (to === approved || to === rejected) {
    if (!can(role, 'approve_draft_shopping_list', 'company')) return refuse('not-permitted');
    if (list.status !== readyForApproval) return refuse('transition-not-allowed');
    if (to === rejected && reason.trim() === '') return refuse('reason-required');
    return allow;
  }
  return refuse('transition-not-allowed');
}

export const SHOPPING_LIST_REFUSAL_MESSAGES: Readonly<Record<ShoppingListRefusal, string>> = {
  'not-permitted': 'You do not have permission to do this',
  'not-editable': 'This list cannot be changed while it waits for approval or by you',
  'transition-not-allowed': 'The list cannot move to that status from its current one',
  'reason-required': 'Give a reason for the rejection',
};

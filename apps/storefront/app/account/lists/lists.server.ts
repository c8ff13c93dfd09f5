// Container lists (B2B Edition's shopping lists) on the server: read and changed with the
// buyer's own token through @shop/api's b2b client; the backend judges every permission (a
// junior sees their own lists, approvers the company's) and every status move.
import type { B2bPermission, ShoppingList, ShoppingListSummary } from '@shop/api/b2b';
import { ApiError } from '@shop/api/errors';
import { SHOPPING_LIST_STATUSES } from '@shop/domain';
import type { BuyerSession } from '../../platform/buyer-session.server';
import { errorLines } from '../api-errors';

/** What the caller may do with lists, from B2B Edition's `userPermissions`. */
export interface ListAbilities {
  create: boolean;
  submit: boolean;
  approve: boolean;
}

export function abilitiesOf(permissions: readonly B2bPermission[]): ListAbilities {
  const level = (code: B2bPermission['code']) =>
    permissions.find((p) => p.code === code)?.permissionLevel ?? 0;
  return {
    create: level('create_shopping_list') > 0,
    submit: level('submit_shopping_list_for_approval') > 0,
    approve: level('approve_draft_shopping_list') === 2,
  };
}

export type ListsIndex =
  | { state: 'none' }
  | {
      state: 'ready';
      abilities: ListAbilities;
      mine: ShoppingListSummary[];
      waiting: ShoppingListSummary[];
    }
  | { state: 'error'; errors: string[] };

const notACompany = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The caller's own lists, and for approvers the company's lists waiting for approval. */
export async function loadListsIndex(
  session: BuyerSession,
  customerId: number,
): Promise<ListsIndex> {
  const token = session.token ?? '';
  try {
    const permissions = await session.api.b2b.userPermissions({ token });
    const abilities = abilitiesOf(permissions);
    const [all, waiting] = await Promise.all([
      session.api.b2b.shoppingLists({ first: 100 }, { token }),
      abilities.approve
        ? session.api.b2b.shoppingLists(
            { first: 100, status: [SHOPPING_LIST_STATUSES.readyForApproval] },
            { token },
          )
        : null,
    ]);
    return {
      state: 'ready',
      abilities,
      mine: all.edges.map((e) => e.node).filter((list) => list.customerInfo.userId === customerId),
      waiting: (waiting?.edges ?? [])
        .map((e) => e.node)
        .filter((list) => list.customerInfo.userId !== customerId),
    };
  } catch (error) {
    if (notACompany(error)) return { state: 'none' };
    return { state: 'error', errors: errorLines(error, 'Loading the container lists') };
  }
}

export type ListDetail =
  | { state: 'ready'; list: ShoppingList; abilities: ListAbilities }
  | { state: 'missing' }
  | { state: 'forbidden' }
  | { state: 'error'; errors: string[] };

export const listIdOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0
    ? id
    : null;
};

export async function loadList(session: BuyerSession, id: number | null): Promise<ListDetail> {
  if (id === null) return { state: 'missing' };
  const token = session.token ?? '';
  try {
    const [list, permissions] = await Promise.all([
      session.api.b2b.shoppingList(id, { token }),
      session.api.b2b.userPermissions({ token }),
    ]);
    return { state: 'ready', list, abilities: abilitiesOf(permissions) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'missing' };
    if (error instanceof ApiError && error.status === 403) return { state: 'forbidden' };
    return { state: 'error', errors: errorLines(error, 'Loading the container list') };
  }
}

// The `@shop/api` b2b client's shopping lists (container lists) against the real backend's
// `POST /b2b/graphql`: the junior's seeded list waiting for approval, a new draft with lines,
// submit → reject with a reason → resubmit → approve, and refusals as ApiError with their HTTP
// status (403 a junior's look at a colleague's list, 404 another company's, 400 no reason).
import { ApiError } from '@shop/api/errors';
import type { ApiClient } from '@shop/api';
import { SHOPPING_LIST_STATUSES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './support/backend';
import type { TestBackend } from './support/backend';

const PASSWORD = 'demo-password-1';
let backend: TestBackend;
let api: ApiClient;
const tokens = { admin: '', senior: '', junior: '', other: '' };
const emails = {
  admin: 'buyer@example.com',
  senior: 'senior@example.com',
  junior: 'junior@example.com',
  other: 'other@example.com',
} as const;

beforeAll(async () => {
  backend = await startTestBackend('demo');
  api = backend.fullClient();
  for (const [who, email] of Object.entries(emails))
    tokens[who as keyof typeof tokens] = (
      await api.customers.login({ email, password: PASSWORD })
    ).token;
});
afterAll(async () => {
  await backend.close();
});

const as = (who: keyof typeof tokens) => ({ token: tokens[who] });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function seeded() {
  const { edges } = await api.b2b.shoppingLists({ search: 'Showroom refresh' }, as('junior'));
  const summary = edges[0]?.node;
  if (!summary) throw new Error('no seeded list');
  return api.b2b.shoppingList(summary.id, as('senior'));
}

describe('b2b shopping lists', () => {
  it('gives the seeded list waiting for approval in B2B Edition’s shapes', async () => {
    const list = await seeded();
    expect(list).toMatchObject({
      name: 'Showroom refresh',
      status: SHOPPING_LIST_STATUSES.readyForApproval,
      isOwner: false,
      customerInfo: { email: 'junior@example.com' },
    });
    expect(list.products.edges.map((e) => e.node.quantity).sort()).toEqual([1, 2, 4]);
    const waiting = await api.b2b.shoppingLists({ status: [40] }, as('senior'));
    expect(waiting.edges.map((e) => e.node.id)).toContain(list.id);
  });

  it('runs a junior’s draft through reject (with a reason) and approve', async () => {
    const [line] = (await seeded()).products.edges.map((e) => e.node);
    if (!line) throw new Error('no line');
    const draft = await api.b2b.shoppingListsCreate({ name: 'Contract list' }, as('junior'));
    expect(draft.status).toBe(SHOPPING_LIST_STATUSES.draft);
    const [item] = await api.b2b.shoppingListsItemsCreate(
      {
        shoppingListId: draft.id,
        items: [{ productId: line.productId, variantId: line.variantId, quantity: 3 }],
      },
      as('junior'),
    );
    expect(item).toMatchObject({ variantId: line.variantId, quantity: 3 });
    const changed = await api.b2b.shoppingListsItemsUpdate(
      { itemId: item?.itemId ?? 0, shoppingListId: draft.id, itemData: { quantity: 5 } },
      as('junior'),
    );
    expect(changed.quantity).toBe(5);
    await api.b2b.shoppingListsUpdate(
      draft.id,
      { name: 'Contract list', status: 40 },
      as('junior'),
    );
    const noReason = await refusal(
      api.b2b.shoppingListsUpdate(draft.id, { name: 'Contract list', status: 50 }, as('senior')),
    );
    expect(noReason.status).toBe(400);
    const rejected = await api.b2b.shoppingListsUpdate(
      draft.id,
      { name: 'Contract list', status: 50, reason: 'Wrong finish' },
      as('senior'),
    );
    expect(rejected).toMatchObject({ status: 50, reason: 'Wrong finish' });
    await api.b2b.shoppingListsUpdate(
      draft.id,
      { name: 'Contract list', status: 40 },
      as('junior'),
    );
    const approved = await api.b2b.shoppingListsUpdate(
      draft.id,
      { name: 'Contract list', status: 0 },
      as('admin'),
    );
    expect(approved).toMatchObject({ status: 0, approvedFlag: true });
  });

  it('refuses a junior a colleague’s list (403), another company every list (404)', async () => {
    const seniorList = await api.b2b.shoppingListsCreate({ name: 'Senior only' }, as('senior'));
    expect((await refusal(api.b2b.shoppingList(seniorList.id, as('junior')))).status).toBe(403);
    expect((await refusal(api.b2b.shoppingList(seniorList.id, as('other')))).status).toBe(404);
    expect((await refusal(api.b2b.shoppingListsDelete(seniorList.id, as('other')))).status).toBe(
      404,
    );
    const copy = await api.b2b.shoppingListsDuplicate(seniorList.id, { name: 'Copy' }, as('admin'));
    expect(copy).toMatchObject({ name: 'Copy', isOwner: true });
    expect(await api.b2b.shoppingListsDelete(copy.id, as('admin'))).toEqual({
      message: 'Shopping list deleted',
    });
    const junior = await api.b2b.shoppingListsCreate({ name: 'To empty' }, as('junior'));
    const [line] = (await seeded()).products.edges.map((e) => e.node);
    const [item] = await api.b2b.shoppingListsItemsCreate(
      {
        shoppingListId: junior.id,
        items: [{ productId: line?.productId ?? 0, variantId: line?.variantId ?? 0, quantity: 1 }],
      },
      as('junior'),
    );
    await api.b2b.shoppingListsItemsDelete(
      { itemId: item?.itemId ?? 0, shoppingListId: junior.id },
      as('junior'),
    );
    expect((await api.b2b.shoppingList(junior.id, as('junior'))).products.totalCount).toBe(0);
  });
});

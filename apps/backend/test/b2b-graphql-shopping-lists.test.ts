// B2B Edition's shopping lists (container lists) over `POST /b2b/graphql`: their shapes, the
// seeded list waiting for approval, submit → approve / reject (with a reason) and the e-mails
// they send, validation, and every operation for each role of the demo company and from
// another company (404), without the permission (403).
import { SHOPPING_LIST_STATUSES } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { mailsTo } from './helpers';
import { b2b, gql, ok, refused, startB2bBackend } from './b2b-graphql-harness';

startB2bBackend();

const { approved, draft, readyForApproval, rejected } = SHOPPING_LIST_STATUSES;

const LIST_FIELDS = `id name description status reason approvedFlag isOwner grandTotal
  customerInfo { firstName lastName userId email role } companyInfo { companyId companyName }`;
const ITEM_FIELDS = `id itemId productId variantId quantity productName baseSku variantSku basePrice optionList productUrl primaryImage`;
const LISTS = `query ($status: [Int!], $search: String, $createdBy: String) {
  shoppingLists(first: 50, status: $status, search: $search, createdBy: $createdBy) {
    totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { ${LIST_FIELDS} products { totalCount } } }
  }
}`;
const LIST = `query ($id: Int!) { shoppingList(id: $id) { ${LIST_FIELDS} products { totalCount edges { node { ${ITEM_FIELDS} } } } } }`;
const CREATE = `mutation ($shoppingListData: ShoppingListsInputType!) { shoppingListsCreate(shoppingListData: $shoppingListData) { shoppingList { ${LIST_FIELDS} } } }`;
const UPDATE = `mutation ($id: Int!, $shoppingListData: ShoppingListsInputType!) { shoppingListsUpdate(id: $id, shoppingListData: $shoppingListData) { shoppingList { ${LIST_FIELDS} } } }`;
const DUPLICATE = `mutation ($sampleShoppingListId: Int!, $shoppingListData: ShoppingListsDuplicateInputType!) { shoppingListsDuplicate(sampleShoppingListId: $sampleShoppingListId, shoppingListData: $shoppingListData) { shoppingList { ${LIST_FIELDS} products { totalCount } } } }`;
const DELETE = `mutation ($id: Int!) { shoppingListsDelete(id: $id) { message } }`;
const ITEMS_CREATE = `mutation ($shoppingListId: Int!, $items: [ShoppingListsItemsInputType!]!) { shoppingListsItemsCreate(shoppingListId: $shoppingListId, items: $items) { shoppingListsItems { ${ITEM_FIELDS} } } }`;
const ITEM_UPDATE = `mutation ($itemId: Int!, $shoppingListId: Int!, $itemData: ShoppingListsItemsUpdateInputType!) { shoppingListsItemsUpdate(itemId: $itemId, shoppingListId: $shoppingListId, itemData: $itemData) { shoppingListsItem { ${ITEM_FIELDS} } } }`;
const ITEM_DELETE = `mutation ($itemId: Int!, $shoppingListId: Int!) { shoppingListsItemsDelete(itemId: $itemId, shoppingListId: $shoppingListId) { message } }`;

type Node = Record<string, unknown> & { id: number };
const nodes = (connection: { edges: { node: Node }[] }) => connection.edges.map((e) => e.node);

/** Two purchasable variants of different products, for new lines. */
async function twoVariants() {
  const rows = await b2b.t.backend.services.database.db
    .select({ variantId: s.variants.id, productId: s.variants.productId })
    .from(s.variants)
    .where(eq(s.variants.isPurchasable, true))
    .orderBy(asc(s.variants.id))
    .limit(40);
  const a = rows[0];
  const b = rows.find((r) => r.productId !== a?.productId);
  if (!a || !b) throw new Error('no variants');
  return [a, b] as const;
}

async function newList(token: string, name = 'A list') {
  const data = await ok(token, CREATE, { shoppingListData: { name, description: 'd' } });
  return data.shoppingListsCreate.shoppingList as Node & { status: number };
}

async function listRow(id: number) {
  const [row] = await b2b.t.backend.services.database.db
    .select()
    .from(s.shoppingLists)
    .where(eq(s.shoppingLists.id, id));
  return row;
}

describe('the seeded list', () => {
  it('is the junior’s "Showroom refresh", waiting for approval, lines of one brand', async () => {
    const { shoppingLists } = await ok(b2b.junior.token, LISTS, { search: 'Showroom' });
    const [seeded] = nodes(shoppingLists);
    expect(seeded).toMatchObject({
      name: 'Showroom refresh',
      status: readyForApproval,
      approvedFlag: false,
      isOwner: true,
      reason: '',
      customerInfo: { email: 'junior@example.com', role: 2, userId: b2b.junior.customerId },
      companyInfo: { companyId: b2b.buyerCompanyId, companyName: 'Buyer Interiors Pty Ltd' },
      products: { totalCount: 3 },
    });
    const { shoppingList } = await ok(b2b.senior.token, LIST, { id: seeded?.id });
    const items = nodes(shoppingList.products) as unknown as {
      productId: number;
      basePrice: string;
      quantity: number;
      optionList: string;
    }[];
    expect(items.map((i) => i.quantity).sort()).toEqual([1, 2, 4]);
    expect(items[0]?.basePrice).toMatch(/^\d+\.\d{2}$/);
    expect(JSON.parse(items[0]?.optionList ?? 'x')).toEqual([]);
    const brands = await b2b.t.backend.services.database.db
      .select({ brandId: s.products.brandId })
      .from(s.products)
      .where(eq(s.products.id, items[0]?.productId ?? 0));
    const all = await Promise.all(
      items.map(async (i) => {
        const [p] = await b2b.t.backend.services.database.db
          .select({ brandId: s.products.brandId })
          .from(s.products)
          .where(eq(s.products.id, i.productId));
        return p?.brandId;
      }),
    );
    expect(new Set(all)).toEqual(new Set([brands[0]?.brandId]));
    expect(Number(shoppingList.grandTotal)).toBeGreaterThan(0);
  });

  it('is among the lists waiting for approval the senior sees, not the other company’s', async () => {
    const senior = await ok(b2b.senior.token, LISTS, { status: [readyForApproval] });
    expect(nodes(senior.shoppingLists).map((l) => l.name)).toContain('Showroom refresh');
    const other = await ok(b2b.other.token, LISTS, {});
    expect(nodes(other.shoppingLists).map((l) => l.name)).not.toContain('Showroom refresh');
  });
});

describe('creating and reading lists', () => {
  it('starts a junior on a draft and a senior on an approved list', async () => {
    const mine = await newList(b2b.junior.token, 'Junior draft');
    expect(mine).toMatchObject({ status: draft, isOwner: true, approvedFlag: false });
    const senior = await newList(b2b.senior.token, 'Senior list');
    expect(senior).toMatchObject({ status: approved, approvedFlag: true });
  });

  it('refuses a junior asking for an approved list (403), another company (404)', async () => {
    await refused(
      b2b.junior.token,
      CREATE,
      { shoppingListData: { name: 'x', status: 0 } },
      403,
      'FORBIDDEN',
    );
    await refused(
      b2b.junior.token,
      CREATE,
      { shoppingListData: { name: 'x', companyId: b2b.harbourCompanyId } },
      404,
      'NOT_FOUND',
    );
  });

  it('refuses a blank name and markup (400) and stores nothing', async () => {
    const before = await ok(b2b.admin.token, LISTS, {});
    const error = await refused(
      b2b.admin.token,
      CREATE,
      { shoppingListData: { name: '   ' } },
      400,
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fields).toHaveProperty('name');
    await refused(
      b2b.admin.token,
      CREATE,
      { shoppingListData: { name: 'ok', status: 7 } },
      400,
      'BAD_USER_INPUT',
    );
    const after = await ok(b2b.admin.token, LISTS, {});
    expect(after.shoppingLists.totalCount).toBe(before.shoppingLists.totalCount);
  });

  it('shows a junior only their own lists; a colleague’s list is 403, another company’s 404', async () => {
    const seniorList = await newList(b2b.senior.token, 'Not for juniors');
    const junior = await ok(b2b.junior.token, LISTS, {});
    for (const list of nodes(junior.shoppingLists))
      expect((list.customerInfo as { userId: number }).userId).toBe(b2b.junior.customerId);
    await refused(b2b.junior.token, LIST, { id: seniorList.id }, 403, 'FORBIDDEN');
    await refused(b2b.other.token, LIST, { id: seniorList.id }, 404, 'NOT_FOUND');
    await refused(b2b.admin.token, LIST, { id: 999999 }, 404, 'NOT_FOUND');
    const admin = await ok(b2b.admin.token, LIST, { id: seniorList.id });
    expect(admin.shoppingList).toMatchObject({ isOwner: false, name: 'Not for juniors' });
  });

  it('filters by creator and status', async () => {
    const byJunior = await ok(b2b.admin.token, LISTS, { createdBy: 'junior@example' });
    expect(nodes(byJunior.shoppingLists).length).toBeGreaterThan(0);
    for (const list of nodes(byJunior.shoppingLists))
      expect((list.customerInfo as { email: string }).email).toBe('junior@example.com');
    const drafts = await ok(b2b.admin.token, LISTS, { status: [draft] });
    for (const list of nodes(drafts.shoppingLists)) expect(list.status).toBe(draft);
  });

  it('needs a token (401)', async () => {
    const res = await gql(undefined, LISTS);
    expect(res.status).toBe(401);
  });
});

describe('lines', () => {
  it('adds, merges, changes and removes lines of an editable list', async () => {
    const [a, b] = await twoVariants();
    const list = await newList(b2b.junior.token, 'Lines');
    const created = await ok(b2b.junior.token, ITEMS_CREATE, {
      shoppingListId: list.id,
      items: [
        { ...a, quantity: 2, optionList: [{ optionId: '1', optionValue: 'Oak' }] },
        { ...b, quantity: 1 },
      ],
    });
    const [lineA] = created.shoppingListsItemsCreate.shoppingListsItems;
    expect(lineA).toMatchObject({ productId: a.productId, variantId: a.variantId, quantity: 2 });
    expect(JSON.parse(lineA.optionList)).toEqual([{ optionId: '1', optionValue: 'Oak' }]);
    // The same variant again: its quantity adds up on the one line.
    const merged = await ok(b2b.junior.token, ITEMS_CREATE, {
      shoppingListId: list.id,
      items: [{ ...a, quantity: 3 }],
    });
    expect(merged.shoppingListsItemsCreate.shoppingListsItems[0]).toMatchObject({
      itemId: lineA.itemId,
      quantity: 5,
    });
    const updated = await ok(b2b.junior.token, ITEM_UPDATE, {
      itemId: lineA.itemId,
      shoppingListId: list.id,
      itemData: { quantity: 7 },
    });
    expect(updated.shoppingListsItemsUpdate.shoppingListsItem.quantity).toBe(7);
    await ok(b2b.junior.token, ITEM_DELETE, { itemId: lineA.itemId, shoppingListId: list.id });
    const { shoppingList } = await ok(b2b.junior.token, LIST, { id: list.id });
    expect(shoppingList.products.totalCount).toBe(1);
  });

  it('refuses a bad quantity, an unknown or mismatched variant (nothing half written)', async () => {
    const [a, b] = await twoVariants();
    const list = await newList(b2b.junior.token, 'Bad lines');
    for (const quantity of [0, -1, 10000])
      await refused(
        b2b.junior.token,
        ITEMS_CREATE,
        { shoppingListId: list.id, items: [{ ...a, quantity }] },
        400,
        'BAD_USER_INPUT',
      );
    await refused(
      b2b.junior.token,
      ITEMS_CREATE,
      {
        shoppingListId: list.id,
        items: [
          { ...a, quantity: 1 },
          { productId: a.productId, variantId: b.variantId, quantity: 1 },
        ],
      },
      404,
      'NOT_FOUND',
    );
    const { shoppingList } = await ok(b2b.junior.token, LIST, { id: list.id });
    expect(shoppingList.products.totalCount).toBe(0);
    await refused(
      b2b.junior.token,
      ITEM_UPDATE,
      { itemId: 999999, shoppingListId: list.id, itemData: { quantity: 1 } },
      404,
      'NOT_FOUND',
    );
    await refused(
      b2b.junior.token,
      ITEM_DELETE,
      { itemId: 999999, shoppingListId: list.id },
      404,
      'NOT_FOUND',
    );
  });

  it('keeps other people out of a list’s lines: colleague junior 403, other company 404', async () => {
    const [a] = await twoVariants();
    const seniorList = await newList(b2b.senior.token, 'Senior lines');
    const added = await ok(b2b.senior.token, ITEMS_CREATE, {
      shoppingListId: seniorList.id,
      items: [{ ...a, quantity: 1 }],
    });
    const itemId = added.shoppingListsItemsCreate.shoppingListsItems[0].itemId as number;
    const calls = [
      [ITEMS_CREATE, { shoppingListId: seniorList.id, items: [{ ...a, quantity: 1 }] }],
      [ITEM_UPDATE, { itemId, shoppingListId: seniorList.id, itemData: { quantity: 2 } }],
      [ITEM_DELETE, { itemId, shoppingListId: seniorList.id }],
    ] as const;
    for (const [query, variables] of calls) {
      await refused(b2b.junior.token, query, variables, 403, 'FORBIDDEN');
      await refused(b2b.other.token, query, variables, 404, 'NOT_FOUND');
    }
    const { shoppingList } = await ok(b2b.senior.token, LIST, { id: seniorList.id });
    expect(nodes(shoppingList.products)[0]).toMatchObject({ quantity: 1 });
  });
});

describe('submit, approve and reject', () => {
  const update = (token: string, id: number, data: Record<string, unknown>) =>
    gql(token, UPDATE, { id, shoppingListData: { name: 'Approval run', ...data } });

  it('submits the junior’s draft, e-mails the approvers, and freezes its lines', async () => {
    const [a] = await twoVariants();
    const list = await newList(b2b.junior.token, 'Approval run');
    await ok(b2b.junior.token, ITEMS_CREATE, {
      shoppingListId: list.id,
      items: [{ ...a, quantity: 1 }],
    });
    // A senior buyer cannot submit (no submit permission), not even someone else's list.
    await refused(
      b2b.senior.token,
      UPDATE,
      { id: list.id, shoppingListData: { name: 'Approval run', status: readyForApproval } },
      403,
      'FORBIDDEN',
    );
    const submitted = await ok(b2b.junior.token, UPDATE, {
      id: list.id,
      shoppingListData: { name: 'Approval run', status: readyForApproval },
    });
    expect(submitted.shoppingListsUpdate.shoppingList.status).toBe(readyForApproval);
    for (const approver of ['buyer@example.com', 'senior@example.com']) {
      const mails = await mailsTo(b2b.t.outbox, approver, { kind: 'shopping-list-submitted' });
      expect(mails.some((m) => m.meta.listId === String(list.id))).toBe(true);
    }
    const juniorMails = await mailsTo(b2b.t.outbox, 'junior@example.com', {
      kind: 'shopping-list-submitted',
      timeoutMs: 200,
    });
    expect(juniorMails).toHaveLength(0);
    // Waiting for approval: its lines are frozen, for the junior and for approvers (409).
    await refused(
      b2b.junior.token,
      ITEMS_CREATE,
      { shoppingListId: list.id, items: [{ ...a, quantity: 1 }] },
      409,
      'CONFLICT',
    );
    await refused(
      b2b.senior.token,
      ITEMS_CREATE,
      { shoppingListId: list.id, items: [{ ...a, quantity: 1 }] },
      409,
      'CONFLICT',
    );
    // The junior cannot approve their own list.
    const own = await update(b2b.junior.token, list.id, { status: approved });
    expect(own.status).toBe(403);
    // Another company's admin does not see it.
    const other = await update(b2b.other.token, list.id, { status: approved });
    expect(other.status).toBe(404);
    expect((await listRow(list.id))?.status).toBe(readyForApproval);
  });

  it('lets the senior approve; the creator is e-mailed once', async () => {
    const list = await newList(b2b.junior.token, 'Approval run');
    await ok(b2b.junior.token, UPDATE, {
      id: list.id,
      shoppingListData: { name: 'Approval run', status: readyForApproval },
    });
    const done = await ok(b2b.senior.token, UPDATE, {
      id: list.id,
      shoppingListData: { name: 'Approval run', status: approved },
    });
    expect(done.shoppingListsUpdate.shoppingList).toMatchObject({
      status: approved,
      approvedFlag: true,
      reason: '',
    });
    expect((await listRow(list.id))?.approvedBy).toBe(b2b.senior.customerId);
    const mails = await mailsTo(b2b.t.outbox, 'junior@example.com', {
      kind: 'shopping-list-approved',
      count: 1,
    });
    expect(mails.some((m) => m.meta.listId === String(list.id))).toBe(true);
    // Asking again for the status it has changes nothing (B2B Edition sends the status with
    // every rename): the approver stays the senior, and no second e-mail goes.
    await ok(b2b.admin.token, UPDATE, {
      id: list.id,
      shoppingListData: { name: 'Approval run', status: approved },
    });
    expect((await listRow(list.id))?.approvedBy).toBe(b2b.senior.customerId);
    const after = await mailsTo(b2b.t.outbox, 'junior@example.com', {
      kind: 'shopping-list-approved',
      count: mails.length + 1,
      timeoutMs: 300,
    });
    expect(after).toHaveLength(mails.length);
  });

  it('rejects only with a reason, which the junior then reads and is e-mailed', async () => {
    const list = await newList(b2b.junior.token, 'Approval run');
    await ok(b2b.junior.token, UPDATE, {
      id: list.id,
      shoppingListData: { name: 'Approval run', status: readyForApproval },
    });
    const blank = await update(b2b.senior.token, list.id, { status: rejected, reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].extensions.fields).toHaveProperty('reason');
    expect((await listRow(list.id))?.status).toBe(readyForApproval);
    await ok(b2b.admin.token, UPDATE, {
      id: list.id,
      shoppingListData: {
        name: 'Approval run',
        status: rejected,
        reason: 'Over budget this quarter',
      },
    });
    const { shoppingList } = await ok(b2b.junior.token, LIST, { id: list.id });
    expect(shoppingList).toMatchObject({ status: rejected, reason: 'Over budget this quarter' });
    const mails = await mailsTo(b2b.t.outbox, 'junior@example.com', {
      kind: 'shopping-list-rejected',
    });
    const mail = mails.find((m) => m.meta.listId === String(list.id));
    expect(mail?.text).toContain('Over budget this quarter');
    // A rejected list is the junior's to rework and submit again; that clears the reason.
    const renamed = await ok(b2b.junior.token, UPDATE, {
      id: list.id,
      shoppingListData: { name: 'Approval run 2' },
    });
    expect(renamed.shoppingListsUpdate.shoppingList.name).toBe('Approval run 2');
    const again = await ok(b2b.junior.token, UPDATE, {
      id: list.id,
      shoppingListData: { name: 'Approval run 2', status: readyForApproval },
    });
    expect(again.shoppingListsUpdate.shoppingList).toMatchObject({
      status: readyForApproval,
      reason: '',
    });
  });

  it('refuses moves the rules do not allow (draft → approved, anything → 20 or 30)', async () => {
    const list = await newList(b2b.junior.token, 'Approval run');
    expect((await update(b2b.admin.token, list.id, { status: approved })).status).toBe(409);
    expect((await update(b2b.junior.token, list.id, { status: 20 })).status).toBe(409);
    // A junior's rename of a colleague's approved list: 403.
    const seniorList = await newList(b2b.senior.token, 'Approval run');
    expect((await update(b2b.junior.token, seniorList.id, { name: 'mine now' })).status).toBe(403);
  });
});

describe('duplicate and delete', () => {
  it('duplicates a visible list with its lines for the caller, in the caller’s status', async () => {
    const [a, b] = await twoVariants();
    const seniorList = await newList(b2b.senior.token, 'To copy');
    await ok(b2b.senior.token, ITEMS_CREATE, {
      shoppingListId: seniorList.id,
      items: [
        { ...a, quantity: 2 },
        { ...b, quantity: 3 },
      ],
    });
    const copy = await ok(b2b.admin.token, DUPLICATE, {
      sampleShoppingListId: seniorList.id,
      shoppingListData: { name: 'Copied' },
    });
    expect(copy.shoppingListsDuplicate.shoppingList).toMatchObject({
      name: 'Copied',
      isOwner: true,
      status: approved,
      products: { totalCount: 2 },
    });
    await refused(
      b2b.junior.token,
      DUPLICATE,
      { sampleShoppingListId: seniorList.id, shoppingListData: { name: 'x' } },
      403,
      'FORBIDDEN',
    );
    await refused(
      b2b.other.token,
      DUPLICATE,
      { sampleShoppingListId: seniorList.id, shoppingListData: { name: 'x' } },
      404,
      'NOT_FOUND',
    );
  });

  it('deletes the owner’s list with its lines; refuses others as the roles say', async () => {
    const [a] = await twoVariants();
    const mine = await newList(b2b.junior.token, 'To delete');
    await ok(b2b.junior.token, ITEMS_CREATE, {
      shoppingListId: mine.id,
      items: [{ ...a, quantity: 1 }],
    });
    await refused(b2b.other.token, DELETE, { id: mine.id }, 404, 'NOT_FOUND');
    const seniorList = await newList(b2b.senior.token, 'Not the junior’s');
    await refused(b2b.junior.token, DELETE, { id: seniorList.id }, 403, 'FORBIDDEN');
    const data = await ok(b2b.junior.token, DELETE, { id: mine.id });
    expect(data.shoppingListsDelete.message).toBe('Shopping list deleted');
    expect(await listRow(mine.id)).toBeUndefined();
    await refused(b2b.junior.token, LIST, { id: mine.id }, 404, 'NOT_FOUND');
    // A junior's list waiting for approval stays until an approver decides.
    const waiting = await newList(b2b.junior.token, 'Waiting');
    await ok(b2b.junior.token, UPDATE, {
      id: waiting.id,
      shoppingListData: { name: 'Waiting', status: readyForApproval },
    });
    await refused(b2b.junior.token, DELETE, { id: waiting.id }, 409, 'CONFLICT');
    await ok(b2b.senior.token, DELETE, { id: waiting.id });
  });
});

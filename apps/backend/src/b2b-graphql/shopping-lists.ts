import {
  SHOPPING_LIST_REFUSAL_MESSAGES,
  SHOPPING_LIST_STATUSES,
  canSeeShoppingList,
  can,
  newShoppingListStatus,
  shoppingListEditable,
  shoppingListTransition,
  type ShoppingListRefusal,
  type ShoppingListStatus,
} from '@shop/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import * as s from '../db/schema';
import type { B2bContext, CompanyUser } from './context';
import { COMPANY_NOT_FOUND, b2bError, forbidden, notFound, parseInput } from './errors';
import { sendMailsSoon } from '../mail/send-outbox';
import { queueShoppingListMail, type ShoppingListMail } from './shopping-list-mail';
import {
  duplicateArgs,
  itemDeleteArgs,
  itemUpdateArgs,
  itemsCreateArgs,
  itemsPageArgs,
  listIdArgs,
  listInput,
  shoppingListsArgs,
} from './shopping-lists.schemas';

type ListRow = typeof s.shoppingLists.$inferSelect;
type ItemRow = typeof s.shoppingListItems.$inferSelect;

export const LIST_NOT_FOUND = 'Shopping list not found';
export const ITEM_NOT_FOUND = 'Shopping list item not found';
export const PRODUCT_NOT_FOUND = 'Product or variant not found';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function page<T>(items: T[], totalCount: number, offset: number) {
  return {
    totalCount,
    pageInfo: { hasNextPage: offset + items.length < totalCount, hasPreviousPage: offset > 0 },
    edges: items.map((node) => ({ node })),
  };
}

/** A refusal of the domain's list rules: not permitted is 403, the rest 409 or 400. */
function refusal(reason: ShoppingListRefusal) {
  if (reason === 'not-permitted') return forbidden();
  const status = reason === 'reason-required' ? 400 : 409;
  return b2bError(
    status,
    SHOPPING_LIST_REFUSAL_MESSAGES[reason],
    reason === 'reason-required' ? { reason: SHOPPING_LIST_REFUSAL_MESSAGES[reason] } : undefined,
  );
}

/**
 * The list `id` of the caller's company (the company in the WHERE: another company's is 404),
 * that the caller may see (a junior only their own: 403). Locked when written.
 */
async function visibleList(db: Db | Tx, me: CompanyUser, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(s.shoppingLists)
    .where(and(eq(s.shoppingLists.id, id), eq(s.shoppingLists.companyId, me.companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || row.status === SHOPPING_LIST_STATUSES.deleted) throw notFound(LIST_NOT_FOUND);
  if (!canSeeShoppingList(me.role, row.customerId === me.id)) throw forbidden();
  return row;
}

const standing = (me: CompanyUser, row: ListRow) => ({
  status: row.status as ShoppingListStatus,
  isOwner: row.customerId === me.id,
});

/** The list the caller may change the lines of, locked for the transaction. */
async function editableList(tx: Tx, me: CompanyUser, id: number) {
  const row = await visibleList(tx, me, id, true);
  if (!shoppingListEditable(me.role, standing(me, row))) {
    throw row.customerId === me.id || can(me.role, 'approve_draft_shopping_list', 'company')
      ? refusal('not-editable')
      : forbidden();
  }
  return row;
}

const touch = (tx: Tx, id: number) =>
  tx.update(s.shoppingLists).set({ updatedAt: new Date() }).where(eq(s.shoppingLists.id, id));

/** The lines with their product's name, SKUs, price and image, as B2B Edition's items. */
async function itemNodes(
  db: Db | Tx,
  where: SQL | undefined,
  order: SQL[],
  limit = 250,
  offset = 0,
) {
  const rows = await db
    .select({
      item: s.shoppingListItems,
      productName: s.products.name,
      baseSku: s.products.sku,
      productPath: s.products.path,
      variantSku: s.variants.sku,
      price: s.variants.price,
      imageUrl: s.variants.imageUrl,
      listUpdatedAt: s.shoppingLists.updatedAt,
    })
    .from(s.shoppingListItems)
    .innerJoin(s.shoppingLists, eq(s.shoppingLists.id, s.shoppingListItems.shoppingListId))
    .innerJoin(s.products, eq(s.products.id, s.shoppingListItems.productId))
    .innerJoin(s.variants, eq(s.variants.id, s.shoppingListItems.variantId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.item.id,
    itemId: row.item.id,
    productId: row.item.productId,
    variantId: row.item.variantId,
    quantity: row.item.quantity,
    productName: row.productName,
    baseSku: row.baseSku,
    variantSku: row.variantSku,
    basePrice: row.price.toFixed(2),
    optionList: JSON.stringify(row.item.optionList),
    productUrl: row.productPath,
    primaryImage: row.imageUrl ?? '',
    productNote: '',
    createdAt: unixSeconds(row.item.createdAt),
    updatedAt: unixSeconds(row.listUpdatedAt),
  }));
}

/** A list node; `products` and the totals are resolved from the row when asked for. */
async function listNode(db: Db | Tx, me: CompanyUser, row: ListRow) {
  const [[owner], [company]] = await Promise.all([
    db.select().from(s.customers).where(eq(s.customers.id, row.customerId)).limit(1),
    db.select().from(s.companies).where(eq(s.companies.id, row.companyId)).limit(1),
  ]);
  if (!owner || !company) throw notFound(COMPANY_NOT_FOUND);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    reason: row.reason,
    approvedFlag: row.status === SHOPPING_LIST_STATUSES.approved,
    isOwner: row.customerId === me.id,
    customerInfo: {
      firstName: owner.firstName,
      lastName: owner.lastName,
      userId: owner.id,
      email: owner.email,
      role: owner.companyRole ?? 2,
    },
    companyInfo: { companyId: company.id, companyName: company.name },
    isShowGrandTotal: true,
    createdAt: unixSeconds(row.createdAt),
    updatedAt: unixSeconds(row.updatedAt),
    listId: row.id,
  };
}

type ListNode = Awaited<ReturnType<typeof listNode>>;

/** The product and variant of each new line must exist and belong together. */
async function checkProducts(tx: Tx, items: { productId: number; variantId: number }[]) {
  const variantIds = [...new Set(items.map((i) => i.variantId))];
  const found = await tx
    .select({ id: s.variants.id, productId: s.variants.productId })
    .from(s.variants)
    .innerJoin(s.products, eq(s.products.id, s.variants.productId))
    .where(and(inArray(s.variants.id, variantIds), eq(s.products.isVisible, true)));
  const productOf = new Map(found.map((v) => [v.id, v.productId]));
  items.forEach((item, index) => {
    if (productOf.get(item.variantId) !== item.productId)
      throw b2bError(404, PRODUCT_NOT_FOUND, {
        [`items.${String(index)}.variantId`]: PRODUCT_NOT_FOUND,
      });
  });
}

async function addItems(
  tx: Tx,
  listId: number,
  items: {
    productId: number;
    variantId: number;
    quantity: number;
    optionList: ItemRow['optionList'];
  }[],
) {
  const ids: number[] = [];
  for (const item of items) {
    const [row] = await tx
      .insert(s.shoppingListItems)
      .values({ shoppingListId: listId, ...item })
      .onConflictDoUpdate({
        target: [s.shoppingListItems.shoppingListId, s.shoppingListItems.variantId],
        set: {
          quantity: sql`least(${s.shoppingListItems.quantity} + excluded.quantity, 9999)`,
          optionList: sql`excluded.option_list`,
        },
      })
      .returning({ id: s.shoppingListItems.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

export const shoppingListResolvers = {
  Query: {
    async shoppingLists(_: unknown, args: unknown, ctx: B2bContext) {
      const query = parseInput(shoppingListsArgs, args);
      const { me } = ctx;
      if (!can(me.role, 'get_shopping_lists')) throw forbidden();
      const { db } = ctx.services.database;
      const creator = query.createdBy === '' ? undefined : escapeLike(query.createdBy);
      const where = and(
        eq(s.shoppingLists.companyId, me.companyId),
        // get_shopping_lists at level 1 (a junior buyer): their own lists alone.
        can(me.role, 'get_shopping_lists', 'company')
          ? undefined
          : eq(s.shoppingLists.customerId, me.id),
        query.status?.length
          ? inArray(s.shoppingLists.status, query.status)
          : sql`${s.shoppingLists.status} <> ${SHOPPING_LIST_STATUSES.deleted}`,
        query.search === '' ? undefined : ilike(s.shoppingLists.name, escapeLike(query.search)),
        query.email === '' ? undefined : eq(s.customers.email, query.email.toLowerCase()),
        creator
          ? or(
              ilike(sql`${s.customers.firstName} || ' ' || ${s.customers.lastName}`, creator),
              ilike(s.customers.email, creator),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ list: s.shoppingLists })
          .from(s.shoppingLists)
          .innerJoin(s.customers, eq(s.customers.id, s.shoppingLists.customerId))
          .where(where)
          .orderBy(desc(s.shoppingLists.updatedAt), desc(s.shoppingLists.id))
          .limit(query.first)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(s.shoppingLists)
          .innerJoin(s.customers, eq(s.customers.id, s.shoppingLists.customerId))
          .where(where),
      ]);
      const nodes = await Promise.all(rows.map((r) => listNode(db, me, r.list)));
      return page(nodes, total?.n ?? 0, query.offset);
    },

    async shoppingList(_: unknown, args: unknown, ctx: B2bContext) {
      const { id } = parseInput(listIdArgs, args);
      const { db } = ctx.services.database;
      return listNode(db, ctx.me, await visibleList(db, ctx.me, id));
    },
  },

  ShoppingList: {
    async products(list: ListNode, args: unknown, ctx: B2bContext) {
      const query = parseInput(itemsPageArgs, args);
      const { db } = ctx.services.database;
      const where = and(
        eq(s.shoppingListItems.shoppingListId, list.listId),
        query.search === ''
          ? undefined
          : or(
              ilike(s.products.name, escapeLike(query.search)),
              ilike(s.variants.sku, escapeLike(query.search)),
            ),
      );
      const order =
        query.orderBy === 'updatedAt' || query.orderBy === 'createdAt'
          ? [asc(s.shoppingListItems.createdAt), asc(s.shoppingListItems.id)]
          : [desc(s.shoppingListItems.createdAt), desc(s.shoppingListItems.id)];
      const [nodes, [total]] = await Promise.all([
        itemNodes(db, where, order, query.first, query.offset),
        db
          .select({ n: count() })
          .from(s.shoppingListItems)
          .innerJoin(s.products, eq(s.products.id, s.shoppingListItems.productId))
          .innerJoin(s.variants, eq(s.variants.id, s.shoppingListItems.variantId))
          .where(where),
      ]);
      return page(nodes, total?.n ?? 0, query.offset);
    },

    async grandTotal(list: ListNode, _: unknown, ctx: B2bContext) {
      const [row] = await ctx.services.database.db
        .select({
          total: sql<string>`coalesce(sum(${s.variants.price} * ${s.shoppingListItems.quantity}), 0)`,
        })
        .from(s.shoppingListItems)
        .innerJoin(s.variants, eq(s.variants.id, s.shoppingListItems.variantId))
        .where(eq(s.shoppingListItems.shoppingListId, list.listId));
      return Number(row?.total ?? 0).toFixed(2);
    },
  },

  Mutation: {
    async shoppingListsCreate(_: unknown, args: { shoppingListData: unknown }, ctx: B2bContext) {
      const input = parseInput(listInput, args.shoppingListData);
      const { me } = ctx;
      if (input.companyId != null && input.companyId !== me.companyId)
        throw notFound(COMPANY_NOT_FOUND);
      if (!can(me.role, 'create_shopping_list')) throw forbidden();
      const status = newShoppingListStatus(me.role);
      // A buyer who needs approval cannot make an approved list by asking for one.
      if (input.status != null && input.status !== status) throw forbidden();
      const { db } = ctx.services.database;
      const [row] = await db
        .insert(s.shoppingLists)
        .values({
          companyId: me.companyId,
          customerId: me.id,
          name: input.name,
          description: input.description ?? '',
          status,
        })
        .returning();
      if (!row) throw new Error('shopping list insert returned nothing');
      return { shoppingList: await listNode(db, me, row) };
    },

    async shoppingListsUpdate(
      _: unknown,
      args: { id: unknown; shoppingListData: unknown },
      ctx: B2bContext,
    ) {
      const { id } = parseInput(listIdArgs, { id: args.id });
      const input = parseInput(listInput, args.shoppingListData);
      const { me, services } = ctx;
      if (input.companyId != null && input.companyId !== me.companyId)
        throw notFound(COMPANY_NOT_FOUND);
      const { row, mailed } = await services.database.db.transaction(async (tx) => {
        let mail: ShoppingListMail | undefined;
        const list = await visibleList(tx, me, id, true);
        const changesStatus = input.status != null && input.status !== list.status;
        const description = input.description ?? list.description;
        const renames = input.name !== list.name || description !== list.description;
        if (renames && !shoppingListEditable(me.role, standing(me, list)))
          throw list.customerId === me.id || can(me.role, 'approve_draft_shopping_list', 'company')
            ? refusal('not-editable')
            : forbidden();
        const set: Partial<typeof s.shoppingLists.$inferInsert> = {
          name: input.name,
          description,
          updatedAt: new Date(),
        };
        if (changesStatus && input.status != null) {
          const to = input.status;
          const decision = shoppingListTransition(
            me.role,
            standing(me, list),
            to,
            input.reason ?? '',
          );
          if (!decision.ok) throw refusal(decision.refusal);
          set.status = to;
          if (to === SHOPPING_LIST_STATUSES.readyForApproval) {
            set.reason = '';
            set.approvedBy = null;
            mail = { kind: 'shopping-list-submitted', listId: id };
          } else {
            set.reason = to === SHOPPING_LIST_STATUSES.rejected ? (input.reason ?? '').trim() : '';
            set.approvedBy = me.id;
            mail = {
              kind:
                to === SHOPPING_LIST_STATUSES.approved
                  ? 'shopping-list-approved'
                  : 'shopping-list-rejected',
              listId: id,
            };
          }
        }
        const [updated] = await tx
          .update(s.shoppingLists)
          .set(set)
          .where(and(eq(s.shoppingLists.id, id), eq(s.shoppingLists.companyId, me.companyId)))
          .returning();
        if (!updated) throw notFound(LIST_NOT_FOUND);
        if (mail)
          await queueShoppingListMail(tx, services.config.STOREFRONT_URL, me.companyId, mail);
        return { row: updated, mailed: mail !== undefined };
      });
      if (mailed) sendMailsSoon(services);
      return { shoppingList: await listNode(services.database.db, me, row) };
    },

    async shoppingListsDuplicate(_: unknown, args: unknown, ctx: B2bContext) {
      const input = parseInput(duplicateArgs, args);
      const { me } = ctx;
      if (!can(me.role, 'create_shopping_list')) throw forbidden();
      const status = newShoppingListStatus(me.role);
      if (input.shoppingListData.status != null && input.shoppingListData.status !== status)
        throw forbidden();
      const { db } = ctx.services.database;
      const row = await db.transaction(async (tx) => {
        const sample = await visibleList(tx, me, input.sampleShoppingListId);
        const [copy] = await tx
          .insert(s.shoppingLists)
          .values({
            companyId: me.companyId,
            customerId: me.id,
            name: input.shoppingListData.name,
            description: input.shoppingListData.description ?? sample.description,
            status,
          })
          .returning();
        if (!copy) throw new Error('shopping list insert returned nothing');
        const items = await tx
          .select()
          .from(s.shoppingListItems)
          .where(eq(s.shoppingListItems.shoppingListId, sample.id));
        if (items.length > 0)
          await tx.insert(s.shoppingListItems).values(
            items.map((item) => ({
              shoppingListId: copy.id,
              productId: item.productId,
              variantId: item.variantId,
              quantity: item.quantity,
              optionList: item.optionList,
            })),
          );
        return copy;
      });
      return { shoppingList: await listNode(db, me, row) };
    },

    /** B2B Edition removes the list and its lines (status 20 is only ever read, never set). */
    async shoppingListsDelete(_: unknown, args: unknown, ctx: B2bContext) {
      const { id } = parseInput(listIdArgs, args);
      const { me } = ctx;
      await ctx.services.database.db.transaction(async (tx) => {
        const list = await visibleList(tx, me, id, true);
        const mine = list.customerId === me.id;
        // The owner (not while it waits for approval) or an approver of the company.
        const approver = can(me.role, 'approve_draft_shopping_list', 'company');
        if (!approver && !(mine && can(me.role, 'create_shopping_list'))) throw forbidden();
        if (!approver && list.status === SHOPPING_LIST_STATUSES.readyForApproval)
          throw refusal('not-editable');
        await tx
          .delete(s.shoppingLists)
          .where(and(eq(s.shoppingLists.id, id), eq(s.shoppingLists.companyId, me.companyId)));
      });
      return { message: 'Shopping list deleted' };
    },

    async shoppingListsItemsCreate(_: unknown, args: unknown, ctx: B2bContext) {
      const input = parseInput(itemsCreateArgs, args);
      const { me } = ctx;
      const { db } = ctx.services.database;
      const ids = await db.transaction(async (tx) => {
        const list = await editableList(tx, me, input.shoppingListId);
        await checkProducts(tx, input.items);
        const added = await addItems(tx, list.id, input.items);
        await touch(tx, list.id);
        return added;
      });
      const nodes = await itemNodes(db, inArray(s.shoppingListItems.id, ids), [
        asc(s.shoppingListItems.id),
      ]);
      return { shoppingListsItems: nodes };
    },

    async shoppingListsItemsUpdate(_: unknown, args: unknown, ctx: B2bContext) {
      const input = parseInput(itemUpdateArgs, args);
      const { me } = ctx;
      const { db } = ctx.services.database;
      await db.transaction(async (tx) => {
        const list = await editableList(tx, me, input.shoppingListId);
        const [item] = await tx
          .select()
          .from(s.shoppingListItems)
          .where(
            and(
              eq(s.shoppingListItems.id, input.itemId),
              eq(s.shoppingListItems.shoppingListId, list.id),
            ),
          );
        if (!item) throw notFound(ITEM_NOT_FOUND);
        const variantId = input.itemData.variantId ?? item.variantId;
        if (variantId !== item.variantId)
          await checkProducts(tx, [{ productId: item.productId, variantId }]);
        await tx
          .update(s.shoppingListItems)
          .set({
            quantity: input.itemData.quantity,
            variantId,
            ...(input.itemData.optionList && { optionList: input.itemData.optionList }),
          })
          .where(eq(s.shoppingListItems.id, item.id));
        await touch(tx, list.id);
      });
      const [node] = await itemNodes(db, eq(s.shoppingListItems.id, input.itemId), []);
      if (!node) throw notFound(ITEM_NOT_FOUND);
      return { shoppingListsItem: node };
    },

    async shoppingListsItemsDelete(_: unknown, args: unknown, ctx: B2bContext) {
      const input = parseInput(itemDeleteArgs, args);
      const { me } = ctx;
      await ctx.services.database.db.transaction(async (tx) => {
        const list = await editableList(tx, me, input.shoppingListId);
        const deleted = await tx
          .delete(s.shoppingListItems)
          .where(
            and(
              eq(s.shoppingListItems.id, input.itemId),
              eq(s.shoppingListItems.shoppingListId, list.id),
            ),
          )
          .returning({ id: s.shoppingListItems.id });
        if (deleted.length === 0) throw notFound(ITEM_NOT_FOUND);
        await touch(tx, list.id);
      });
      return { message: 'Shopping list item deleted' };
    },
  },
};

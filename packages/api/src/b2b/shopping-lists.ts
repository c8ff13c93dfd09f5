import { z } from 'zod';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import {
  shoppingListDataSchema,
  shoppingListItemDeleteSchema,
  shoppingListItemSchema,
  shoppingListItemUpdateSchema,
  shoppingListItemsCreateSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  shoppingListsConnectionSchema,
  shoppingListsQuerySchema,
} from './shopping-lists.schemas';
import type {
  ShoppingList,
  ShoppingListData,
  ShoppingListItem,
  ShoppingListItemDelete,
  ShoppingListItemUpdate,
  ShoppingListItemsCreate,
  ShoppingListSummary,
  ShoppingListsConnection,
  ShoppingListsQuery,
} from './shopping-lists.schemas';

/** One B2B GraphQL call: its operation, document, variables and the schema of its data. */
export type B2bRun = <S extends z.ZodType>(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
  result: S,
  options: CallOptions,
) => Promise<z.output<S>>;

const SUMMARY_FIELDS = `id name description status reason approvedFlag isOwner grandTotal updatedAt
  customerInfo { firstName lastName userId email role } companyInfo { companyId companyName }`;
const ITEM_FIELDS =
  'id itemId productId variantId quantity productName baseSku variantSku basePrice optionList productUrl primaryImage';
const LIST_FIELDS = `${SUMMARY_FIELDS} products(first: 250) { totalCount edges { node { ${ITEM_FIELDS} } } }`;

const listId = (value: number, call: string) =>
  parsePayload(z.number().int().positive(), value, call);

/** B2B Edition's shopping list operations (container lists), each with the user's token. */
export function shoppingListsApi(run: B2bRun) {
  async function listResult(
    operationName: string,
    field: string,
    query: string,
    variables: Record<string, unknown>,
    options: CallOptions,
  ): Promise<ShoppingListSummary> {
    const data = await run(
      operationName,
      query,
      variables,
      z.looseObject({ [field]: z.looseObject({ shoppingList: shoppingListSummarySchema }) }),
      options,
    );
    return (data[field] as { shoppingList: ShoppingListSummary }).shoppingList;
  }

  return {
    /** `shoppingLists(...)`: the company's lists (a junior's own), newest change first. */
    async shoppingLists(
      query: ShoppingListsQuery = {},
      options: CallOptions = {},
    ): Promise<ShoppingListsConnection> {
      const variables = parsePayload(shoppingListsQuerySchema, query, 'b2b.shoppingLists');
      const data = await run(
        'ShoppingLists',
        `query ShoppingLists($first: Int, $offset: Int, $search: String, $createdBy: String, $email: String, $status: [Int!]) {
  shoppingLists(first: $first, offset: $offset, search: $search, createdBy: $createdBy, email: $email, status: $status) {
    totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { ${SUMMARY_FIELDS} products { totalCount } } }
  }
}`,
        variables,
        z.looseObject({ shoppingLists: shoppingListsConnectionSchema }),
        options,
      );
      return data.shoppingLists;
    },

    /** `shoppingList(id)` with its lines (up to 250). */
    async shoppingList(id: number, options: CallOptions = {}): Promise<ShoppingList> {
      const data = await run(
        'ShoppingList',
        `query ShoppingList($id: Int!) { shoppingList(id: $id) { ${LIST_FIELDS} } }`,
        { id: listId(id, 'b2b.shoppingList') },
        z.looseObject({ shoppingList: shoppingListSchema }),
        options,
      );
      return data.shoppingList;
    },

    /** `shoppingListsCreate(shoppingListData)`: a junior's list starts as a draft. */
    async shoppingListsCreate(
      shoppingListData: ShoppingListData,
      options: CallOptions = {},
    ): Promise<ShoppingListSummary> {
      const input = parsePayload(
        shoppingListDataSchema,
        shoppingListData,
        'b2b.shoppingListsCreate',
      );
      return listResult(
        'ShoppingListsCreate',
        'shoppingListsCreate',
        `mutation ShoppingListsCreate($shoppingListData: ShoppingListsInputType!) {
  shoppingListsCreate(shoppingListData: $shoppingListData) { shoppingList { ${SUMMARY_FIELDS} products { totalCount } } }
}`,
        { shoppingListData: input },
        options,
      );
    },

    /**
     * `shoppingListsUpdate(id, shoppingListData)`: renames, or moves the status — 40 submit,
     * 0 approve, 50 reject (with `reason`).
     */
    async shoppingListsUpdate(
      id: number,
      shoppingListData: ShoppingListData,
      options: CallOptions = {},
    ): Promise<ShoppingListSummary> {
      const input = parsePayload(
        shoppingListDataSchema,
        shoppingListData,
        'b2b.shoppingListsUpdate',
      );
      return listResult(
        'ShoppingListsUpdate',
        'shoppingListsUpdate',
        `mutation ShoppingListsUpdate($id: Int!, $shoppingListData: ShoppingListsInputType!) {
  shoppingListsUpdate(id: $id, shoppingListData: $shoppingListData) { shoppingList { ${SUMMARY_FIELDS} products { totalCount } } }
}`,
        { id: listId(id, 'b2b.shoppingListsUpdate'), shoppingListData: input },
        options,
      );
    },

    /** `shoppingListsDuplicate(sampleShoppingListId, shoppingListData)`: a copy with its lines. */
    async shoppingListsDuplicate(
      sampleShoppingListId: number,
      shoppingListData: Pick<ShoppingListData, 'name' | 'description' | 'status'>,
      options: CallOptions = {},
    ): Promise<ShoppingListSummary> {
      const input = parsePayload(
        shoppingListDataSchema.pick({ name: true, description: true, status: true }),
        shoppingListData,
        'b2b.shoppingListsDuplicate',
      );
      return listResult(
        'ShoppingListsDuplicate',
        'shoppingListsDuplicate',
        `mutation ShoppingListsDuplicate($sampleShoppingListId: Int!, $shoppingListData: ShoppingListsDuplicateInputType!) {
  shoppingListsDuplicate(sampleShoppingListId: $sampleShoppingListId, shoppingListData: $shoppingListData) { shoppingList { ${SUMMARY_FIELDS} products { totalCount } } }
}`,
        {
          sampleShoppingListId: listId(sampleShoppingListId, 'b2b.shoppingListsDuplicate'),
          shoppingListData: input,
        },
        options,
      );
    },

    /** `shoppingListsDelete(id)`: removes the list and its lines. */
    async shoppingListsDelete(id: number, options: CallOptions = {}): Promise<{ message: string }> {
      const data = await run(
        'ShoppingListsDelete',
        'mutation ShoppingListsDelete($id: Int!) { shoppingListsDelete(id: $id) { message } }',
        { id: listId(id, 'b2b.shoppingListsDelete') },
        z.looseObject({ shoppingListsDelete: z.looseObject({ message: z.string() }) }),
        options,
      );
      return data.shoppingListsDelete;
    },

    /** `shoppingListsItemsCreate(shoppingListId, items)`: a variant already there adds up. */
    async shoppingListsItemsCreate(
      args: ShoppingListItemsCreate,
      options: CallOptions = {},
    ): Promise<ShoppingListItem[]> {
      const variables = parsePayload(
        shoppingListItemsCreateSchema,
        args,
        'b2b.shoppingListsItemsCreate',
      );
      const data = await run(
        'ShoppingListsItemsCreate',
        `mutation ShoppingListsItemsCreate($shoppingListId: Int!, $items: [ShoppingListsItemsInputType!]!) {
  shoppingListsItemsCreate(shoppingListId: $shoppingListId, items: $items) { shoppingListsItems { ${ITEM_FIELDS} } }
}`,
        variables,
        z.looseObject({
          shoppingListsItemsCreate: z.looseObject({
            shoppingListsItems: z.array(shoppingListItemSchema),
          }),
        }),
        options,
      );
      return data.shoppingListsItemsCreate.shoppingListsItems;
    },

    /** `shoppingListsItemsUpdate(itemId, shoppingListId, itemData)`: a line's new quantity. */
    async shoppingListsItemsUpdate(
      args: ShoppingListItemUpdate,
      options: CallOptions = {},
    ): Promise<ShoppingListItem> {
      const variables = parsePayload(
        shoppingListItemUpdateSchema,
        args,
        'b2b.shoppingListsItemsUpdate',
      );
      const data = await run(
        'ShoppingListsItemsUpdate',
        `mutation ShoppingListsItemsUpdate($itemId: Int!, $shoppingListId: Int!, $itemData: ShoppingListsItemsUpdateInputType!) {
  shoppingListsItemsUpdate(itemId: $itemId, shoppingListId: $shoppingListId, itemData: $itemData) { shoppingListsItem { ${ITEM_FIELDS} } }
}`,
        variables,
        z.looseObject({
          shoppingListsItemsUpdate: z.looseObject({ shoppingListsItem: shoppingListItemSchema }),
        }),
        options,
      );
      return data.shoppingListsItemsUpdate.shoppingListsItem;
    },

    /** `shoppingListsItemsDelete(itemId, shoppingListId)`. */
    async shoppingListsItemsDelete(
      args: ShoppingListItemDelete,
      options: CallOptions = {},
    ): Promise<{ message: string }> {
      const variables = parsePayload(
        shoppingListItemDeleteSchema,
        args,
        'b2b.shoppingListsItemsDelete',
      );
      const data = await run(
        'ShoppingListsItemsDelete',
        'mutation ShoppingListsItemsDelete($itemId: Int!, $shoppingListId: Int!) { shoppingListsItemsDelete(itemId: $itemId, shoppingListId: $shoppingListId) { message } }',
        variables,
        z.looseObject({ shoppingListsItemsDelete: z.looseObject({ message: z.string() }) }),
        options,
      );
      return data.shoppingListsItemsDelete;
    },
  };
}

import { SHOPPING_LIST_STATUS_LIST, cartLineQuantitySchema, plainText } from '@shop/domain';
import { z } from 'zod';

// The arguments of the shopping list operations, checked after GraphQL's own types.

const id = z.number().int().positive('Must be a positive id');
const text = (max: number) => plainText('Must be text').trim().max(max);
const status = z.literal(SHOPPING_LIST_STATUS_LIST, {
  error: `status must be one of ${SHOPPING_LIST_STATUS_LIST.join(', ')}`,
});
const optionList = z
  .array(z.object({ optionId: text(100), optionValue: text(200) }))
  .max(20, 'At most 20 options')
  .nullish()
  .transform((v) => v ?? []);

export const shoppingListsArgs = z.object({
  first: z.number().int().min(1, 'first must be 1 to 250').max(250, 'first must be 1 to 250'),
  offset: z.number().int().min(0, 'offset must not be negative'),
  search: text(100),
  createdBy: text(200),
  email: text(254),
  status: z.array(status).max(5).nullish(),
  isDefault: z.boolean().nullish(),
});

export const itemsPageArgs = z.object({
  first: z.number().int().min(1, 'first must be 1 to 250').max(250, 'first must be 1 to 250'),
  offset: z.number().int().min(0, 'offset must not be negative'),
  search: text(100),
  orderBy: z.string().max(40).nullish(),
});

export const listIdArgs = z.object({ id });

export const listInput = z.object({
  companyId: id.nullish(),
  name: text(200).min(1, 'This field is required'),
  /** Left out: unchanged on an update, empty on a new list. */
  description: text(2000).nullish(),
  status: status.nullish(),
  reason: text(1000).nullish(),
});

export const duplicateArgs = z.object({
  sampleShoppingListId: id,
  shoppingListData: listInput.omit({ companyId: true, reason: true }),
});

export const itemInput = z.object({
  productId: id,
  variantId: id,
  quantity: cartLineQuantitySchema,
  optionList,
});

export const itemsCreateArgs = z.object({
  shoppingListId: id,
  items: z.array(itemInput).min(1, 'Give at least one item').max(100, 'At most 100 items'),
});

export const itemUpdateArgs = z.object({
  itemId: id,
  shoppingListId: id,
  itemData: z.object({
    quantity: cartLineQuantitySchema,
    variantId: id.nullish(),
    optionList: optionList.optional(),
  }),
});

export const itemDeleteArgs = z.object({ itemId: id, shoppingListId: id });

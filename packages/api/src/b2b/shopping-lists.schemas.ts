import { SHOPPING_LIST_STATUS_LIST, cartLineQuantitySchema } from '@shop/domain';
import { z } from 'zod';

// B2B Edition's shopping lists (the storefront's container lists) as the reference backend's
// `POST /b2b/graphql` answers them: status 0 approved, 20 deleted, 30 draft, 40 ready for
// approval, 50 rejected (with a reason).

const id = z.number().int().positive();
const status = z.literal(SHOPPING_LIST_STATUS_LIST);
const pageInfo = z.looseObject({ hasNextPage: z.boolean(), hasPreviousPage: z.boolean() });

export const shoppingListItemSchema = z.looseObject({
  id,
  itemId: id,
  productId: id,
  variantId: id,
  quantity: z.number().int().positive(),
  productName: z.string(),
  baseSku: z.string(),
  variantSku: z.string(),
  /** Unit price as a decimal string ("1299.00"). */
  basePrice: z.string(),
  /** The chosen options as JSON (`[{ optionId, optionValue }]`), as B2B Edition gives them. */
  optionList: z.string(),
  productUrl: z.string(),
  primaryImage: z.string(),
});
export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;

const customerInfo = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  userId: id,
  email: z.string(),
  role: z.number().int(),
});

export const shoppingListSummarySchema = z.looseObject({
  id,
  name: z.string(),
  description: z.string(),
  status,
  reason: z.string(),
  approvedFlag: z.boolean(),
  isOwner: z.boolean(),
  customerInfo,
  companyInfo: z.looseObject({ companyId: id, companyName: z.string() }),
  grandTotal: z.string(),
  updatedAt: z.number().int(),
  products: z.looseObject({ totalCount: z.number().int().min(0) }),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

export const shoppingListSchema = shoppingListSummarySchema.extend({
  products: z.looseObject({
    totalCount: z.number().int().min(0),
    edges: z.array(z.looseObject({ node: shoppingListItemSchema })),
  }),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const shoppingListsConnectionSchema = z.looseObject({
  totalCount: z.number().int().min(0),
  pageInfo,
  edges: z.array(z.looseObject({ node: shoppingListSummarySchema })),
});
export type ShoppingListsConnection = z.infer<typeof shoppingListsConnectionSchema>;

export const shoppingListsQuerySchema = z.object({
  first: z.number().int().min(1).max(250).optional(),
  offset: z.number().int().min(0).optional(),
  search: z.string().max(100).optional(),
  createdBy: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  /** One status or several (B2B Edition sends `status: 40` or `status: [20, 50]`). */
  status: z.array(status).max(5).optional(),
});
export type ShoppingListsQuery = z.input<typeof shoppingListsQuerySchema>;

export const shoppingListDataSchema = z.object({
  companyId: id.optional(),
  name: z.string().trim().min(1, 'Name the list').max(200),
  description: z.string().max(2000).optional(),
  status: status.optional(),
  /** A rejection's reason (status 50). */
  reason: z.string().max(1000).optional(),
});
export type ShoppingListData = z.input<typeof shoppingListDataSchema>;

const optionList = z
  .array(z.object({ optionId: z.string().max(100), optionValue: z.string().max(200) }))
  .max(20);

export const shoppingListItemInputSchema = z.object({
  productId: id,
  variantId: id,
  quantity: cartLineQuantitySchema,
  optionList: optionList.optional(),
});
export type ShoppingListItemInput = z.input<typeof shoppingListItemInputSchema>;

export const shoppingListItemsCreateSchema = z.object({
  shoppingListId: id,
  items: z.array(shoppingListItemInputSchema).min(1).max(100),
});
export type ShoppingListItemsCreate = z.input<typeof shoppingListItemsCreateSchema>;

export const shoppingListItemUpdateSchema = z.object({
  itemId: id,
  shoppingListId: id,
  itemData: z.object({
    quantity: cartLineQuantitySchema,
    variantId: id.optional(),
    optionList: optionList.optional(),
  }),
});
export type ShoppingListItemUpdate = z.input<typeof shoppingListItemUpdateSchema>;

export const shoppingListItemDeleteSchema = z.object({ itemId: id, shoppingListId: id });
export type ShoppingListItemDelete = z.input<typeof shoppingListItemDeleteSchema>;

import { describe, expect, it } from 'vitest';
import { RequestPayloadError } from '../errors/request-payload-error';
import { createB2bApi } from './b2b';
import { shoppingListSchema, shoppingListsQuerySchema } from './shopping-lists.schemas';

// Port 9 (discard) is never contacted: each payload check fails before a request goes.
const b2b = createB2bApi({ endpoint: 'http://127.0.0.1:9/b2b/graphql' });
const token = { token: 't' };

describe('b2b shopping lists: payloads checked before sending', () => {
  it('refuses a bad list id, a blank name, an unknown status', async () => {
    await expect(b2b.shoppingList(0, token)).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(b2b.shoppingListsCreate({ name: '  ' }, token)).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
    await expect(
      b2b.shoppingListsUpdate(1, { name: 'x', status: 7 as never }, token),
    ).rejects.toBeInstanceOf(RequestPayloadError);
  });

  it('refuses a quantity out of 1–9,999 and an empty item list', async () => {
    await expect(
      b2b.shoppingListsItemsCreate(
        { shoppingListId: 1, items: [{ productId: 1, variantId: 1, quantity: 0 }] },
        token,
      ),
    ).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(
      b2b.shoppingListsItemsCreate({ shoppingListId: 1, items: [] }, token),
    ).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(
      b2b.shoppingListsItemsUpdate(
        { itemId: 1, shoppingListId: 1, itemData: { quantity: 10_000 } },
        token,
      ),
    ).rejects.toBeInstanceOf(RequestPayloadError);
  });
});

describe('b2b shopping list schemas', () => {
  it('take B2B Edition’s statuses only', () => {
    expect(shoppingListsQuerySchema.safeParse({ status: [40] }).success).toBe(true);
    expect(shoppingListsQuerySchema.safeParse({ status: [41] }).success).toBe(false);
  });

  it('read a list with its lines and refuse one without a status', () => {
    const list = {
      id: 1,
      name: 'Showroom refresh',
      description: '',
      status: 40,
      reason: '',
      approvedFlag: false,
      isOwner: true,
      customerInfo: { firstName: 'J', lastName: 'B', userId: 3, email: 'j@x', role: 2 },
      companyInfo: { companyId: 1, companyName: 'Buyer Interiors Pty Ltd' },
      grandTotal: '10.00',
      updatedAt: 1,
      products: {
        totalCount: 1,
        edges: [
          {
            node: {
              id: 5,
              itemId: 5,
              productId: 2,
              variantId: 9,
              quantity: 2,
              productName: 'Sofa',
              baseSku: 'S',
              variantSku: 'S-1',
              basePrice: '5.00',
              optionList: '[]',
              productUrl: '/sofa/',
              primaryImage: '',
            },
          },
        ],
      },
    };
    expect(shoppingListSchema.parse(list).products.edges[0]?.node.quantity).toBe(2);
    expect(shoppingListSchema.safeParse({ ...list, status: undefined }).success).toBe(false);
  });
});

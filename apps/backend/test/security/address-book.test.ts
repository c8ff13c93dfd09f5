import { ADDRESS_BOOK_FULL_MESSAGE, ADDRESS_BOOK_MAX, REQUIRED_MESSAGE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../helpers';
import { DEMO, setupBackend } from '../helpers';

// What a customer can store (behaviour.md#security): an address book holds ADDRESS_BOOK_MAX
// addresses, each held to the checkout's rules. Before, 1,000 addresses went in (the account
// page grew to 728 kB) and an address without a first name was saved.

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
});
afterAll(async () => {
  await t.close();
});

const address = (n: number) => ({
  first_name: 'Alex',
  last_name: 'Buyer',
  street_1: `${String(n)} Dock Road`,
  city: 'Sydney',
  country: 'Australia',
  zip: '2000',
});

async function saved(token: string, customerId: number): Promise<number> {
  const list = await t.call('GET', `/api/customers/${String(customerId)}/addresses`, { token });
  return (list.body.message.data as unknown[]).length;
}

describe('the address book', () => {
  it('refuses an address without a first or last name, as the checkout does', async () => {
    const { token, customerId } = await t.login(DEMO.buyer);
    const before = await saved(token, customerId);
    const res = await t.call('POST', `/api/customers/${String(customerId)}/addresses`, {
      token,
      body: [{ ...address(1), first_name: '  ', last_name: '' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message[0].errors).toMatchObject({
      '0.first_name': REQUIRED_MESSAGE,
      '0.last_name': REQUIRED_MESSAGE,
    });
    const [first] = (
      await t.call('GET', `/api/customers/${String(customerId)}/addresses`, { token })
    ).body.message.data as { id: number }[];
    const edit = await t.call('PUT', `/api/customers/${String(customerId)}/addresses`, {
      token,
      body: [{ ...address(1), id: first?.id, first_name: '' }],
    });
    expect(edit.status).toBe(400);
    expect(await saved(token, customerId)).toBe(before);
  });

  it(`holds at most ${String(ADDRESS_BOOK_MAX)} addresses, racing requests included`, async () => {
    const { token, customerId } = await t.login(DEMO.noprices);
    const path = `/api/customers/${String(customerId)}/addresses`;
    const room = ADDRESS_BOOK_MAX - (await saved(token, customerId));
    // One request may not carry more than there is room for: all or nothing.
    const tooMany = await t.call('POST', path, {
      token,
      body: Array.from({ length: room + 1 }, (_, n) => address(n)),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.title).toBe(ADDRESS_BOOK_FULL_MESSAGE);
    expect(await saved(token, customerId)).toBe(ADDRESS_BOOK_MAX - room);
    const filled = await t.call('POST', path, {
      token,
      body: Array.from({ length: room - 1 }, (_, n) => address(n)),
    });
    expect(filled.status).toBe(201);
    // Two adds at once for the last place: one is saved.
    const racing = await Promise.all(
      [1, 2].map((n) => t.call('POST', path, { token, body: [address(100 + n)] })),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 422]);
    expect(await saved(token, customerId)).toBe(ADDRESS_BOOK_MAX);
  });
});

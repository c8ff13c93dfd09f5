// B2B Edition's company address book on `POST /b2b/graphql`: addresses (every role reads),
// addressCreate / addressUpdate / addressDelete (the admin alone), the defaults moving in one
// transaction, validation with the field named, and every operation across companies (404) and
// roles (403).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { DEMO } from './helpers';
import { b2b, gql, ok, refused, startB2bBackend } from './b2b-graphql-harness';

startB2bBackend();

const NODE = `id label firstName lastName company addressLine1 addressLine2 city state stateCode zipCode
  country countryCode phoneNumber isShipping isBilling isDefaultShipping isDefaultBilling
  companyInfo { companyId companyName } createdAt updatedAt`;
const ADDRESSES = `query ($companyId: Int!, $first: Int, $offset: Int, $search: String, $country: String, $city: String, $isShipping: Int, $isBilling: Int) {
  addresses(companyId: $companyId, first: $first, offset: $offset, search: $search, country: $country, city: $city, isShipping: $isShipping, isBilling: $isBilling) {
    totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { ${NODE} } }
  }
}`;
const CREATE = `mutation ($addressData: AddressInputType!) { addressCreate(addressData: $addressData) { address { ${NODE} } } }`;
const UPDATE = `mutation ($addressData: AddressUpdateType!) { addressUpdate(addressData: $addressData) { address { ${NODE} } } }`;
const DELETE = `mutation ($addressId: Int!, $companyId: Int!) { addressDelete(addressId: $addressId, companyId: $companyId) { message } }`;

interface Node {
  id: number;
  label: string;
  isShipping: number;
  isBilling: number;
  isDefaultShipping: number;
  isDefaultBilling: number;
}

const addressData = (extra: Record<string, unknown> = {}) => ({
  companyId: b2b.buyerCompanyId,
  label: 'Showroom',
  firstName: 'Sam',
  lastName: 'Showroom',
  addressLine1: '5 Crown St',
  city: 'Woolloomooloo',
  state: 'New South Wales',
  zipCode: '2011',
  country: 'Australia',
  countryCode: 'AU',
  phoneNumber: '09171234567',
  isShipping: 1,
  isBilling: 0,
  isDefaultShipping: 0,
  isDefaultBilling: 0,
  ...extra,
});

async function list(token: string, variables: Record<string, unknown> = {}) {
  const data = await ok(token, ADDRESSES, {
    companyId: b2b.buyerCompanyId,
    first: 50,
    ...variables,
  });
  return data.addresses as {
    totalCount: number;
    pageInfo: Record<string, boolean>;
    edges: { node: Node }[];
  };
}

async function defaults(companyId: number) {
  const rows = await b2b.t.backend.services.database.db
    .select()
    .from(s.companyAddresses)
    .where(eq(s.companyAddresses.companyId, companyId));
  return {
    shipping: rows.filter((r) => r.isDefaultShipping).map((r) => r.id),
    billing: rows.filter((r) => r.isDefaultBilling).map((r) => r.id),
  };
}

describe('addresses', () => {
  it('gives every role of the company its seeded addresses, default shipping first, in B2B Edition’s shape', async () => {
    for (const me of [b2b.admin, b2b.senior, b2b.junior]) {
      const page = await list(me.token);
      expect(page.totalCount).toBeGreaterThanOrEqual(2);
      const first = page.edges[0]?.node;
      expect(first).toMatchObject({
        label: 'Warehouse',
        addressLine1: '12 Fitzroy St',
        city: 'Surry Hills',
        zipCode: '2010',
        countryCode: 'AU',
        isShipping: 1,
        isDefaultShipping: 1,
        isDefaultBilling: 0,
        companyInfo: { companyId: b2b.buyerCompanyId, companyName: 'Buyer Interiors Pty Ltd' },
      });
      expect(page.edges[1]?.node).toMatchObject({
        label: 'Head office',
        isBilling: 1,
        isDefaultBilling: 1,
      });
    }
  });

  it('pages, searches and filters', async () => {
    const one = await list(b2b.senior.token, { first: 1, offset: 1 });
    expect(one.edges).toHaveLength(1);
    expect(one.pageInfo).toEqual({ hasNextPage: one.totalCount > 2, hasPreviousPage: true });
    expect(
      (await list(b2b.senior.token, { search: 'market' })).edges.map((e) => e.node.label),
    ).toEqual(['Head office']);
    expect(
      (await list(b2b.senior.token, { isBilling: 1 })).edges.every((e) => e.node.isBilling === 1),
    ).toBe(true);
    expect((await list(b2b.senior.token, { city: 'surry hills' })).totalCount).toBe(1);
    expect((await list(b2b.senior.token, { country: 'NZ' })).totalCount).toBe(0);
  });

  it('answers another company 404, a customer in no company 403, bad paging 400', async () => {
    await refused(
      b2b.admin.token,
      ADDRESSES,
      { companyId: b2b.harbourCompanyId },
      404,
      'NOT_FOUND',
    );
    await refused(b2b.other.token, ADDRESSES, { companyId: b2b.buyerCompanyId }, 404, 'NOT_FOUND');
    const { token } = await b2b.t.login(DEMO.rrp);
    expect((await gql(token, ADDRESSES, { companyId: b2b.buyerCompanyId })).status).toBe(403);
    await refused(
      b2b.admin.token,
      ADDRESSES,
      { companyId: b2b.buyerCompanyId, first: 0 },
      400,
      'BAD_USER_INPUT',
    );
    // Harbour's admin sees Harbour's address alone.
    const harbour = await ok(b2b.other.token, ADDRESSES, { companyId: b2b.harbourCompanyId });
    expect(harbour.addresses.edges.map((e: { node: Node }) => e.node.label)).toEqual([
      'Circular Quay kitchen',
    ]);
  });
});

describe('addressCreate / addressUpdate / addressDelete', () => {
  it('lets the admin add, change and remove an address', async () => {
    const created = (await ok(b2b.admin.token, CREATE, { addressData: addressData() }))
      .addressCreate.address;
    expect(created).toMatchObject({
      label: 'Showroom',
      addressLine1: '5 Crown St',
      isShipping: 1,
      isDefaultShipping: 0,
    });
    expect((await list(b2b.junior.token)).edges.map((e) => e.node.id)).toContain(created.id);

    const updated = (
      await ok(b2b.admin.token, UPDATE, {
        addressData: addressData({ addressId: created.id, label: 'Showroom (rear)', isBilling: 1 }),
      })
    ).addressUpdate.address;
    expect(updated).toMatchObject({ id: created.id, label: 'Showroom (rear)', isBilling: 1 });

    const deleted = await ok(b2b.admin.token, DELETE, {
      addressId: created.id,
      companyId: b2b.buyerCompanyId,
    });
    expect(deleted.addressDelete.message).toBe('Address deleted');
    expect((await list(b2b.admin.token)).edges.map((e) => e.node.id)).not.toContain(created.id);
    await refused(
      b2b.admin.token,
      DELETE,
      { addressId: created.id, companyId: b2b.buyerCompanyId },
      404,
      'NOT_FOUND',
    );
  });

  it('moves the default shipping and billing address to a new or changed address, one of each', async () => {
    const before = await defaults(b2b.buyerCompanyId);
    const created = (
      await ok(b2b.admin.token, CREATE, {
        addressData: addressData({
          label: 'New default',
          isBilling: 1,
          isDefaultShipping: 1,
          isDefaultBilling: 1,
        }),
      })
    ).addressCreate.address;
    expect(await defaults(b2b.buyerCompanyId)).toEqual({
      shipping: [created.id],
      billing: [created.id],
    });
    expect((await list(b2b.junior.token)).edges[0]?.node.id).toBe(created.id);

    // The old default shipping address takes it back through an update.
    const oldShipping = before.shipping[0];
    const warehouse = (await list(b2b.admin.token)).edges.find(
      (e) => e.node.id === oldShipping,
    )?.node;
    expect(warehouse).toBeDefined();
    await ok(b2b.admin.token, UPDATE, {
      addressData: addressData({
        addressId: oldShipping,
        label: 'Warehouse',
        addressLine1: '12 Fitzroy St',
        isDefaultShipping: 1,
      }),
    });
    expect(await defaults(b2b.buyerCompanyId)).toEqual({
      shipping: [oldShipping],
      billing: [created.id],
    });
    // Harbour's defaults never moved.
    expect((await defaults(b2b.harbourCompanyId)).shipping).toHaveLength(1);
    await ok(b2b.admin.token, DELETE, { addressId: created.id, companyId: b2b.buyerCompanyId });
  });

  it('refuses a default that is not of its kind and leaves the old default in place', async () => {
    const before = await defaults(b2b.buyerCompanyId);
    const error = await refused(
      b2b.admin.token,
      CREATE,
      { addressData: addressData({ isShipping: 0, isDefaultShipping: 1 }) },
      400,
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fields).toHaveProperty('isDefaultShipping');
    expect(await defaults(b2b.buyerCompanyId)).toEqual(before);
  });

  it('names the field of an empty street or a bad country code (400) and writes nothing', async () => {
    const count = (await list(b2b.admin.token)).totalCount;
    const error = await refused(
      b2b.admin.token,
      CREATE,
      { addressData: addressData({ addressLine1: '  ', countryCode: 'XX' }) },
      400,
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fields).toEqual({
      addressLine1: 'This field is required',
      countryCode: 'Must be a two-letter country code, like AU',
    });
    const [first] = (await list(b2b.admin.token)).edges;
    if (!first) throw new Error('no address');
    const update = await refused(
      b2b.admin.token,
      UPDATE,
      { addressData: addressData({ addressId: first.node.id, city: '' }) },
      400,
      'BAD_USER_INPUT',
    );
    expect(update.extensions.fields).toHaveProperty('city');
    expect((await list(b2b.admin.token)).totalCount).toBe(count);
  });

  it('refuses the senior and the junior (403) for every write, and changes nothing', async () => {
    const [first] = (await list(b2b.admin.token)).edges;
    if (!first) throw new Error('no address');
    for (const me of [b2b.senior, b2b.junior]) {
      await refused(
        me.token,
        CREATE,
        { addressData: addressData({ label: 'Not added' }) },
        403,
        'FORBIDDEN',
      );
      await refused(
        me.token,
        UPDATE,
        { addressData: addressData({ addressId: first.node.id, label: 'Not changed' }) },
        403,
        'FORBIDDEN',
      );
      await refused(
        me.token,
        DELETE,
        { addressId: first.node.id, companyId: b2b.buyerCompanyId },
        403,
        'FORBIDDEN',
      );
    }
    const labels = (await list(b2b.admin.token)).edges.map((e) => e.node.label);
    expect(labels).not.toContain('Not added');
    expect(labels).not.toContain('Not changed');
    expect(labels).toContain(first.node.label);
  });

  it('answers another company’s address or company 404, and a customer in no company 403', async () => {
    const harbour = await ok(b2b.other.token, ADDRESSES, { companyId: b2b.harbourCompanyId });
    const harbourId = harbour.addresses.edges[0].node.id as number;
    // Buyer Interiors' admin names their own company but Harbour's address: unknown.
    await refused(
      b2b.admin.token,
      UPDATE,
      { addressData: addressData({ addressId: harbourId, label: 'Taken' }) },
      404,
      'NOT_FOUND',
    );
    await refused(
      b2b.admin.token,
      DELETE,
      { addressId: harbourId, companyId: b2b.buyerCompanyId },
      404,
      'NOT_FOUND',
    );
    // …or Harbour itself.
    await refused(
      b2b.admin.token,
      DELETE,
      { addressId: harbourId, companyId: b2b.harbourCompanyId },
      404,
      'NOT_FOUND',
    );
    await refused(
      b2b.admin.token,
      CREATE,
      { addressData: addressData({ companyId: b2b.harbourCompanyId }) },
      404,
      'NOT_FOUND',
    );
    const [row] = await b2b.t.backend.services.database.db
      .select()
      .from(s.companyAddresses)
      .where(
        and(
          eq(s.companyAddresses.id, harbourId),
          eq(s.companyAddresses.companyId, b2b.harbourCompanyId),
        ),
      );
    expect(row?.label).toBe('Circular Quay kitchen');
    const { token } = await b2b.t.login(DEMO.rrp);
    const res = await gql(token, CREATE, { addressData: addressData() });
    expect(res.status).toBe(403);
  });
});

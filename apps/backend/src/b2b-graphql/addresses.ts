import { can, companyAddressSchema, type CompanyAddress } from '@shop/domain';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { isUniqueViolation, type Tx } from '../db/client';
import * as s from '../db/schema';
import type { B2bContext, CompanyUser } from './context';
import { COMPANY_NOT_FOUND, b2bError, forbidden, notFound, parseInput } from './errors';
import { pagingArgs } from './schemas';
import { likePattern, page, unixSeconds } from './paging';

// B2B Edition's company address book: `addresses(companyId, …)` for every role with
// get_addresses, `addressCreate` / `addressUpdate` / `addressDelete` for the admin alone. The
// company is in every WHERE; another company's address is unknown (404).

export const ADDRESS_NOT_FOUND = 'Address not found';
const DEFAULT_CHANGED_CONCURRENTLY =
  'Another change to the default addresses happened at the same time; please try again';

export const addressTypeDefs = /* GraphQL */ `
  extend type Query {
    "The company's addresses, default shipping then default billing first; every role reads them."
    addresses(
      companyId: Int!
      offset: Int = 0
      first: Int = 50
      search: String = ""
      country: String = ""
      state: String = ""
      city: String = ""
      "1 only shipping addresses, 0 only the others"
      isShipping: Int
      "1 only billing addresses, 0 only the others"
      isBilling: Int
    ): AddressConnection!
  }

  extend type Mutation {
    "The admin adds an address; marking it a default moves that default to it."
    addressCreate(addressData: AddressInputType!): AddressResult!
    "The admin changes an address (every field, as B2B Edition sends them)."
    addressUpdate(addressData: AddressUpdateType!): AddressResult!
    "The admin removes an address."
    addressDelete(addressId: Int!, companyId: Int!): AddressDeleteResult!
  }

  type AddressCompanyInfo {
    companyId: Int!
    companyName: String!
  }

  type Address {
    id: Int!
    label: String!
    firstName: String!
    lastName: String!
    "The company named on the address."
    company: String!
    addressLine1: String!
    addressLine2: String!
    city: String!
    state: String!
    stateCode: String!
    zipCode: String!
    country: String!
    countryCode: String!
    phoneNumber: String!
    "1 yes, 0 no"
    isShipping: Int!
    isBilling: Int!
    isDefaultShipping: Int!
    isDefaultBilling: Int!
    companyInfo: AddressCompanyInfo!
    createdAt: Int!
    updatedAt: Int!
  }

  type AddressEdge {
    node: Address!
  }

  type AddressConnection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [AddressEdge!]!
  }

  input AddressInputType {
    companyId: Int!
    label: String
    firstName: String
    lastName: String
    company: String
    addressLine1: String!
    addressLine2: String
    city: String!
    state: String
    stateCode: String
    zipCode: String!
    country: String!
    countryCode: String!
    phoneNumber: String
    isShipping: Int
    isBilling: Int
    isDefaultShipping: Int
    isDefaultBilling: Int
  }

  input AddressUpdateType {
    addressId: Int!
    companyId: Int!
    label: String
    firstName: String
    lastName: String
    company: String
    addressLine1: String!
    addressLine2: String
    city: String!
    state: String
    stateCode: String
    zipCode: String!
    country: String!
    countryCode: String!
    phoneNumber: String
    isShipping: Int
    isBilling: Int
    isDefaultShipping: Int
    isDefaultBilling: Int
  }

  type AddressResult {
    address: Address!
  }

  type AddressDeleteResult {
    message: String!
  }
`;

const id = z.number().int().positive('Must be a positive id');
const flagFilter = z.literal([0, 1], { error: 'Must be 0 or 1' }).nullish();
const filterText = z.string().trim().max(100, 'Must be at most 100 characters');

const addressesArgs = pagingArgs.extend({
  companyId: id,
  country: filterText,
  state: filterText,
  city: filterText,
  isShipping: flagFilter,
  isBilling: flagFilter,
});
// The address fields' rules are @shop/domain's; the ids are the operation's own.
const createInput = z.object({ companyId: id }).and(companyAddressSchema);
const updateInput = z.object({ companyId: id, addressId: id }).and(companyAddressSchema);
const deleteArgs = z.object({ companyId: id, addressId: id });

type AddressRow = typeof s.companyAddresses.$inferSelect;
const bit = (value: boolean) => (value ? 1 : 0);

function addressNode(row: AddressRow, companyName: string) {
  return {
    id: row.id,
    label: row.label,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    addressLine1: row.street1,
    addressLine2: row.street2,
    city: row.city,
    state: row.state,
    // The state's code is not kept (the address book keeps the state as written).
    stateCode: '',
    zipCode: row.zip,
    country: row.country,
    countryCode: row.countryCode,
    phoneNumber: row.phone,
    isShipping: bit(row.isShipping),
    isBilling: bit(row.isBilling),
    isDefaultShipping: bit(row.isDefaultShipping),
    isDefaultBilling: bit(row.isDefaultBilling),
    companyInfo: { companyId: row.companyId, companyName },
    createdAt: unixSeconds(row.createdAt),
    updatedAt: unixSeconds(row.updatedAt),
  };
}

function columnsOf(input: CompanyAddress) {
  return {
    label: input.label,
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    street1: input.addressLine1,
    street2: input.addressLine2,
    city: input.city,
    state: input.state,
    zip: input.zipCode,
    country: input.country,
    countryCode: input.countryCode,
    phone: input.phoneNumber,
    isShipping: input.isShipping === 1,
    isBilling: input.isBilling === 1,
    isDefaultShipping: input.isDefaultShipping === 1,
    isDefaultBilling: input.isDefaultBilling === 1,
  };
}

/** The company named must be the caller's (another is 404), and the admin alone writes. */
function mayWrite(
  me: CompanyUser,
  companyId: number,
  code: 'create_address' | 'update_address' | 'delete_address',
) {
  if (companyId !== me.companyId) throw notFound(COMPANY_NOT_FOUND);
  if (!can(me.role, code, 'company')) throw forbidden();
}

async function companyName(ctx: B2bContext) {
  const [row] = await ctx.services.database.db
    .select({ name: s.companies.name })
    .from(s.companies)
    .where(eq(s.companies.id, ctx.me.companyId));
  return row?.name ?? '';
}

/**
 * An address marked default takes the default from the company's other address, in the same
 * transaction as its own write: the partial unique indexes never see two defaults, and a
 * failure leaves the old default in place.
 */
async function clearOtherDefaults(tx: Tx, companyId: number, input: CompanyAddress) {
  if (input.isDefaultShipping === 1)
    await tx
      .update(s.companyAddresses)
      .set({ isDefaultShipping: false })
      .where(
        and(
          eq(s.companyAddresses.companyId, companyId),
          eq(s.companyAddresses.isDefaultShipping, true),
        ),
      );
  if (input.isDefaultBilling === 1)
    await tx
      .update(s.companyAddresses)
      .set({ isDefaultBilling: false })
      .where(
        and(
          eq(s.companyAddresses.companyId, companyId),
          eq(s.companyAddresses.isDefaultBilling, true),
        ),
      );
}

/** Two admins moving a default at the same instant: one wins, the other is told (409). */
async function defaultsWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw b2bError(409, DEFAULT_CHANGED_CONCURRENTLY);
    throw error;
  }
}

export const addressResolvers = {
  Query: {
    async addresses(_: unknown, args: unknown, ctx: B2bContext) {
      const query = parseInput(addressesArgs, args);
      const { me } = ctx;
      if (query.companyId !== me.companyId) throw notFound(COMPANY_NOT_FOUND);
      if (!can(me.role, 'get_addresses', 'company')) throw forbidden();
      const a = s.companyAddresses;
      const pattern = likePattern(query.search);
      const where = and(
        eq(a.companyId, me.companyId),
        query.search === ''
          ? undefined
          : or(
              ilike(a.label, pattern),
              ilike(a.firstName, pattern),
              ilike(a.lastName, pattern),
              ilike(a.company, pattern),
              ilike(a.street1, pattern),
              ilike(a.street2, pattern),
              ilike(a.city, pattern),
              ilike(a.zip, pattern),
            ),
        query.country === ''
          ? undefined
          : or(
              ilike(a.country, likePattern(query.country, false)),
              ilike(a.countryCode, likePattern(query.country, false)),
            ),
        query.state === '' ? undefined : ilike(a.state, likePattern(query.state, false)),
        query.city === '' ? undefined : ilike(a.city, likePattern(query.city, false)),
        query.isShipping == null ? undefined : eq(a.isShipping, query.isShipping === 1),
        query.isBilling == null ? undefined : eq(a.isBilling, query.isBilling === 1),
      );
      const { db } = ctx.services.database;
      const [rows, [total], name] = await Promise.all([
        db
          .select()
          .from(a)
          .where(where)
          .orderBy(desc(a.isDefaultShipping), desc(a.isDefaultBilling), asc(a.id))
          .limit(query.first)
          .offset(query.offset),
        db.select({ n: count() }).from(a).where(where),
        companyName(ctx),
      ]);
      return page(
        rows.map((row) => addressNode(row, name)),
        total?.n ?? 0,
        query.offset,
      );
    },
  },

  Mutation: {
    async addressCreate(_: unknown, args: { addressData: unknown }, ctx: B2bContext) {
      const input = parseInput(createInput, args.addressData);
      const { me } = ctx;
      mayWrite(me, input.companyId, 'create_address');
      const row = await defaultsWrite(() =>
        ctx.services.database.db.transaction(async (tx) => {
          await clearOtherDefaults(tx, me.companyId, input);
          const [created] = await tx
            .insert(s.companyAddresses)
            .values({ companyId: me.companyId, ...columnsOf(input) })
            .returning();
          return created;
        }),
      );
      if (!row) throw new Error('address insert returned nothing');
      return { address: addressNode(row, await companyName(ctx)) };
    },

    async addressUpdate(_: unknown, args: { addressData: unknown }, ctx: B2bContext) {
      const input = parseInput(updateInput, args.addressData);
      const { me } = ctx;
      mayWrite(me, input.companyId, 'update_address');
      const a = s.companyAddresses;
      const row = await defaultsWrite(() =>
        ctx.services.database.db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: a.id })
            .from(a)
            .where(and(eq(a.id, input.addressId), eq(a.companyId, me.companyId)))
            .for('update');
          if (!existing) throw notFound(ADDRESS_NOT_FOUND);
          await clearOtherDefaults(tx, me.companyId, input);
          const [updated] = await tx
            .update(a)
            .set({ ...columnsOf(input), updatedAt: new Date() })
            .where(and(eq(a.id, input.addressId), eq(a.companyId, me.companyId)))
            .returning();
          return updated;
        }),
      );
      if (!row) throw notFound(ADDRESS_NOT_FOUND);
      return { address: addressNode(row, await companyName(ctx)) };
    },

    async addressDelete(_: unknown, args: unknown, ctx: B2bContext) {
      const input = parseInput(deleteArgs, args);
      const { me } = ctx;
      mayWrite(me, input.companyId, 'delete_address');
      const a = s.companyAddresses;
      const deleted = await ctx.services.database.db
        .delete(a)
        .where(and(eq(a.id, input.addressId), eq(a.companyId, me.companyId)))
        .returning({ id: a.id });
      if (deleted.length === 0) throw notFound(ADDRESS_NOT_FOUND);
      return { message: 'Address deleted' };
    },
  },
};

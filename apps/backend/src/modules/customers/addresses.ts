import { ADDRESS_BOOK_FULL_MESSAGE, addressBookHasRoom } from '@shop/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import type { FormField } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { addressJson } from './serializers';

export interface AddressFields {
  first_name?: string | undefined;
  last_name?: string | undefined;
  company: string;
  street_1: string;
  street_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  country_code?: string | undefined;
  phone: string;
  address_type?: (typeof s.addressType.enumValues)[number] | undefined;
  form_fields?: FormField[] | undefined;
}

function columns(a: AddressFields) {
  return {
    firstName: a.first_name ?? '',
    lastName: a.last_name ?? '',
    company: a.company,
    street1: a.street_1,
    street2: a.street_2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    countryCode: a.country_code ?? '',
    phone: a.phone,
    addressType: a.address_type ?? 'commercial',
    formFields: a.form_fields ?? [],
  };
}

export async function listAddresses(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(s.addresses)
    .where(eq(s.addresses.customerId, customerId))
    .orderBy(asc(s.addresses.id));
  return rows.map(addressJson);
}

/**
 * Adds addresses while the customer's book has room (ADDRESS_BOOK_MAX), all or none. The
 * customer's row is locked for the count, so two requests at once cannot both take the last
 * places.
 */
export async function createAddresses(db: Db, customerId: number, input: readonly AddressFields[]) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: s.customers.id })
      .from(s.customers)
      .where(eq(s.customers.id, customerId))
      .for('update');
    const [saved] = await tx
      .select({ count: count() })
      .from(s.addresses)
      .where(eq(s.addresses.customerId, customerId));
    if (!addressBookHasRoom(saved?.count ?? 0, input.length))
      throw unprocessable(ADDRESS_BOOK_FULL_MESSAGE);
    const rows = await tx
      .insert(s.addresses)
      .values(input.map((a) => ({ ...columns(a), customerId })))
      .returning();
    return rows.map(addressJson);
  });
}

/** Updates only addresses the customer owns; any other id fails the whole request. */
export async function updateAddresses(
  db: Db,
  customerId: number,
  input: readonly (AddressFields & { id: number })[],
) {
  return db.transaction(async (tx) => {
    const ids = input.map((a) => a.id);
    const owned = await tx
      .select({ id: s.addresses.id })
      .from(s.addresses)
      .where(and(eq(s.addresses.customerId, customerId), inArray(s.addresses.id, ids)));
    const ownedIds = new Set(owned.map((o) => o.id));
    const missing = ids.find((id) => !ownedIds.has(id));
    if (missing !== undefined) throw notFound(`Address ${missing} not found`);
    const out = [];
    for (const a of input) {
      const [row] = await tx
        .update(s.addresses)
        .set({ ...columns(a), updatedAt: new Date() })
        .where(and(eq(s.addresses.id, a.id), eq(s.addresses.customerId, customerId)))
        .returning();
      if (row) out.push(addressJson(row));
    }
    return out;
  });
}

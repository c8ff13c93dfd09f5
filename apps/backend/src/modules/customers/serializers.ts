import type * as s from '../../db/schema';

/** What a customer's JSON shows of its row. */
type CustomerRow = Pick<
  typeof s.customers.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'company' | 'phone' | 'createdAt' | 'updatedAt'
>;
type AddressRow = typeof s.addresses.$inferSelect;

/** The customer (behaviour.md#entities): group carries the name, empty when the customer has none. */
export function customerJson(row: CustomerRow, group: { id: number; name: string } | null) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    phone: row.phone,
    customer_group_id: group?.id ?? 0,
    group: { id: group?.id ?? null, name: group?.name ?? '' },
    date_created: row.createdAt.toISOString(),
    date_modified: row.updatedAt.toISOString(),
  };
}

export function addressJson(row: AddressRow) {
  return {
    id: row.id,
    customer_id: row.customerId,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    street_1: row.street1,
    street_2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    country_code: row.countryCode,
    phone: row.phone,
    address_type: row.addressType,
    form_fields: row.formFields,
  };
}

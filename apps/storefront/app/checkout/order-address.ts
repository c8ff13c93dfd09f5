import type { CustomerAddress } from '@shop/api';
import { orderAddressSchema, type OrderAddress } from '@shop/domain';

/** The fields of the new-address form, in display order. */
export const ADDRESS_FIELDS = [
  { name: 'first_name', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'company', label: 'Company', required: false, autoComplete: 'organization' },
  { name: 'street_1', label: 'Street', required: true, autoComplete: 'address-line1' },
  { name: 'street_2', label: 'Street (line 2)', required: false, autoComplete: 'address-line2' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State or province', required: false, autoComplete: 'address-level1' },
  { name: 'zip', label: 'Postcode', required: true, autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', required: true, autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', required: false, autoComplete: 'tel' },
] as const;

/** The lines a saved address shows as. */
export function addressLines(address: CustomerAddress): string[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = [text(address.first_name), text(address.last_name)].filter(Boolean).join(' ');
  const place = [text(address.city), text(address.state), text(address.zip)]
    .filter(Boolean)
    .join(' ');
  return [
    name,
    text(address.company),
    text(address.street_1),
    text(address.street_2),
    place,
    text(address.country),
  ].filter(Boolean);
}

/** A saved address as an order address, or the reasons it cannot be one. */
export function savedOrderAddress(
  address: CustomerAddress,
): { ok: true; address: OrderAddress } | { ok: false; message: string } {
  const parsed = orderAddressSchema.safeParse({
    first_name: address.first_name ?? '',
    last_name: address.last_name ?? '',
    company: address.company,
    street_1: address.street_1 ?? '',
    street_2: address.street_2,
    city: address.city ?? '',
    state: address.state,
    zip: address.zip ?? '',
    country: address.country ?? '',
    phone: address.phone,
  });
  if (parsed.success) return { ok: true, address: parsed.data };
  const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  return {
    ok: false,
    message: `This saved address is incomplete (${fields.join(', ')}); choose another or use a new address.`,
  };
}

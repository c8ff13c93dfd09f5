// The saved addresses /checkout offers: a company user's are their company's shipping
// addresses (B2B Edition's `addresses(companyId, isShipping: 1)`, default shipping first), the
// company's address book replacing their own; anyone else's are their own address book. The
// order's placement reads the same list again, so a choice is only ever one of these.
import type { Customer, CustomerAddress } from '@shop/api';
import type { CompanyAddressNode } from '@shop/api/b2b';
import type { ApiCaller } from '../platform/api.server';
import { loadCompanyAccess } from '../account/company-access.server';

/** B2B Edition's largest page: every shipping address a company is likely to keep. */
const COMPANY_ADDRESSES_OFFERED = 250;

/** A company address in the address book's shape, so the checkout reads it as any other. */
const asCustomerAddress = (customer: Customer, address: CompanyAddressNode): CustomerAddress => ({
  id: address.id,
  customer_id: customer.id,
  first_name: address.firstName,
  last_name: address.lastName,
  company: address.company,
  street_1: address.addressLine1,
  street_2: address.addressLine2,
  city: address.city,
  state: address.state,
  zip: address.zipCode,
  country: address.country,
  country_code: address.countryCode,
  phone: address.phoneNumber,
});

async function companyShippingAddresses(caller: ApiCaller, customer: Customer) {
  const access = await loadCompanyAccess(caller, customer);
  if (access === null || caller.token === null) return null;
  const page = await caller.api.b2b.addresses(
    { companyId: access.companyId, isShipping: 1, first: COMPANY_ADDRESSES_OFFERED },
    { token: caller.token },
  );
  return page.edges.map((edge) => asCustomerAddress(customer, edge.node));
}

/** The addresses the customer may choose at checkout; none when they cannot be read. */
export async function checkoutAddresses(
  caller: ApiCaller,
  customer: Customer,
): Promise<CustomerAddress[]> {
  try {
    return (
      (await companyShippingAddresses(caller, customer)) ??
      (await caller.api.addresses.list(customer.id, { token: caller.token ?? '' }))
    );
  } catch (error) {
    console.error('Saved addresses could not be read', error);
    return [];
  }
}

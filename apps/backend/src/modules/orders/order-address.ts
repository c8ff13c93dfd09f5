import type { OrderAddress } from '../../db/schema';

/** The street columns every address table shares (`addressColumns` in the schema). */
interface AddressColumns {
  firstName: string;
  lastName: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  countryCode: string;
  phone: string;
  email: string;
}

/** An address row as an order keeps it (the order's billing address, its JSON shapes). */
export function orderAddressOf(a: AddressColumns): OrderAddress {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    street_1: a.street1,
    street_2: a.street2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    country_code: a.countryCode,
    phone: a.phone,
    email: a.email,
  };
}

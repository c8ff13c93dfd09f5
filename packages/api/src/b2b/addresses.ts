import { z } from 'zod';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import {
  companyAddressCreateSchema,
  companyAddressDeleteSchema,
  companyAddressesQuerySchema,
  companyAddressUpdateSchema,
  companyAddressNodeSchema,
  companyAddressesConnectionSchema,
} from './addresses.schemas';
import type {
  CompanyAddressCreate,
  CompanyAddressDelete,
  CompanyAddressesQuery,
  CompanyAddressUpdate,
  CompanyAddressNode,
  CompanyAddressesConnection,
} from './addresses.schemas';
import type { B2bRun } from './run';

const ADDRESS_FIELDS = `id label firstName lastName company addressLine1 addressLine2 city state stateCode
  zipCode country countryCode phoneNumber isShipping isBilling isDefaultShipping isDefaultBilling
  companyInfo { companyId companyName } createdAt updatedAt`;

/** B2B Edition's company address book: every role reads it, the admin alone writes. */
export function b2bAddresses(run: B2bRun) {
  return {
    /** `addresses(companyId, …)`: default shipping, then default billing first. */
    async addresses(
      query: CompanyAddressesQuery,
      options: CallOptions = {},
    ): Promise<CompanyAddressesConnection> {
      const variables = parsePayload(companyAddressesQuerySchema, query, 'b2b.addresses');
      const data = await run(
        'Addresses',
        `query Addresses($companyId: Int!, $first: Int, $offset: Int, $search: String, $country: String, $state: String, $city: String, $isShipping: Int, $isBilling: Int) {
  addresses(companyId: $companyId, first: $first, offset: $offset, search: $search, country: $country, state: $state, city: $city, isShipping: $isShipping, isBilling: $isBilling) {
    totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { ${ADDRESS_FIELDS} } }
  }
}`,
        variables,
        z.looseObject({ addresses: companyAddressesConnectionSchema }),
        options,
      );
      return data.addresses;
    },

    /** `addressCreate(addressData)`: a default moves to the new address. */
    async addressCreate(
      addressData: CompanyAddressCreate,
      options: CallOptions = {},
    ): Promise<CompanyAddressNode> {
      const input = parsePayload(companyAddressCreateSchema, addressData, 'b2b.addressCreate');
      const data = await run(
        'AddressCreate',
        `mutation AddressCreate($addressData: AddressInputType!) { addressCreate(addressData: $addressData) { address { ${ADDRESS_FIELDS} } } }`,
        { addressData: input },
        z.looseObject({ addressCreate: z.looseObject({ address: companyAddressNodeSchema }) }),
        options,
      );
      return data.addressCreate.address;
    },

    /** `addressUpdate(addressData)` with `addressId`: every field, as B2B Edition sends them. */
    async addressUpdate(
      addressData: CompanyAddressUpdate,
      options: CallOptions = {},
    ): Promise<CompanyAddressNode> {
      const input = parsePayload(companyAddressUpdateSchema, addressData, 'b2b.addressUpdate');
      const data = await run(
        'AddressUpdate',
        `mutation AddressUpdate($addressData: AddressUpdateType!) { addressUpdate(addressData: $addressData) { address { ${ADDRESS_FIELDS} } } }`,
        { addressData: input },
        z.looseObject({ addressUpdate: z.looseObject({ address: companyAddressNodeSchema }) }),
        options,
      );
      return data.addressUpdate.address;
    },

    /** `addressDelete(addressId, companyId)`. */
    async addressDelete(
      args: CompanyAddressDelete,
      options: CallOptions = {},
    ): Promise<{ message: string }> {
      const variables = parsePayload(companyAddressDeleteSchema, args, 'b2b.addressDelete');
      const data = await run(
        'AddressDelete',
        'mutation AddressDelete($addressId: Int!, $companyId: Int!) { addressDelete(addressId: $addressId, companyId: $companyId) { message } }',
        variables,
        z.looseObject({ addressDelete: z.looseObject({ message: z.string() }) }),
        options,
      );
      return data.addressDelete;
    },
  };
}

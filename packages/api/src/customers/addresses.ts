import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { RestConfig } from '../config';
import type { CallOptions } from '../http/call-options';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import { restHttp } from '../http/service-http';
import {
  addressCreateSchema,
  addressListResponseSchema,
  addressUpdateSchema,
} from './addresses.schemas';
import type { AddressCreate, AddressUpdate, CustomerAddress } from './addresses.schemas';
import type { CustomerId } from '../http/ids';
import { idSchema } from '../http/ids';

/** A customer's address book (behaviour.md#calls-customer): every call answers with the addresses. */
export function addressesApi(rest: KyInstance) {
  return {
    /** GET /customers/{id}/addresses → `message.data`. */
    async list(customerId: CustomerId, options: CallOptions = {}): Promise<CustomerAddress[]> {
      const id = parsePayload(idSchema, customerId, 'addresses.list');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/${segment(id)}/addresses`,
        schema: addressListResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** PUT /customers/{id}/addresses with an array of addresses carrying their `id` → the updated addresses. */
    async update(
      customerId: CustomerId,
      addresses: AddressUpdate[],
      options: CallOptions = {},
    ): Promise<CustomerAddress[]> {
      const id = parsePayload(idSchema, customerId, 'addresses.update');
      const json = parsePayload(z.array(addressUpdateSchema).min(1), addresses, 'addresses.update');
      const { message } = await send(rest, {
        method: 'put',
        path: `customers/${segment(id)}/addresses`,
        json,
        schema: addressListResponseSchema,
        call: options,
      });
      return message.data;
    },

    /** POST /customers/{id}/addresses with an array of new addresses (each gets `customer_id`) → the created addresses. */
    async create(
      customerId: CustomerId,
      addresses: AddressCreate[],
      options: CallOptions = {},
    ): Promise<CustomerAddress[]> {
      const id = parsePayload(idSchema, customerId, 'addresses.create');
      const items = parsePayload(
        z.array(addressCreateSchema).min(1),
        addresses,
        'addresses.create',
      );
      const json = items.map((address) => ({ ...address, customer_id: address.customer_id ?? id }));
      const { message } = await send(rest, {
        method: 'post',
        path: `customers/${segment(id)}/addresses`,
        json,
        schema: addressListResponseSchema,
        call: options,
      });
      return message.data;
    },
  };
}

export type AddressesApi = ReturnType<typeof addressesApi>;

/** The address calls alone (`@shop/api/customers`). */
export function createAddressesApi(config: RestConfig): AddressesApi {
  return addressesApi(restHttp(config));
}

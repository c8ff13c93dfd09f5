import type { KyInstance } from 'ky';
import { z } from 'zod';
import { parsePayload } from '../http/parse-payload';
import { segment, send } from '../http/send';
import {
  addressCreateSchema,
  addressListResponseSchema,
  addressUpdateSchema,
} from './addresses.schemas';
import type { Address, AddressCreate, AddressUpdate } from './addresses.schemas';
import type { CustomerId } from './customers';
import { idSchema } from './customers.schemas';

export function createAddressesApi(rest: KyInstance) {
  return {
    /** GET /customers/{id}/addresses → `message.data`. */
    async list(customerId: CustomerId): Promise<Address[]> {
      const id = parsePayload(idSchema, customerId, 'addresses.list');
      const { message } = await send(rest, {
        method: 'get',
        path: `customers/${segment(id)}/addresses`,
        schema: addressListResponseSchema,
      });
      return message.data;
    },

    /** PUT /customers/{id}/addresses with an array of addresses carrying their `id` → the updated addresses. */
    async update(customerId: CustomerId, addresses: AddressUpdate[]): Promise<Address[]> {
      const id = parsePayload(idSchema, customerId, 'addresses.update');
      const json = parsePayload(z.array(addressUpdateSchema).min(1), addresses, 'addresses.update');
      const { message } = await send(rest, {
        method: 'put',
        path: `customers/${segment(id)}/addresses`,
        json,
        schema: addressListResponseSchema,
      });
      return message.data;
    },

    /** POST /customers/{id}/addresses with an array of new addresses (each gets `customer_id`) → the created addresses. */
    async create(customerId: CustomerId, addresses: AddressCreate[]): Promise<Address[]> {
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
      });
      return message.data;
    },
  };
}

export type AddressesApi = ReturnType<typeof createAddressesApi>;

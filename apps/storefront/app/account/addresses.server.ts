// Address book actions of the account page: add one, or edit one of the customer's own
// (the backend refuses ids that are not theirs). Checked with the checkout's address rule
// (@shop/domain's orderAddressSchema, names included), which the backend applies again; the
// backend also refuses an add to a full book (ADDRESS_BOOK_MAX), whose message is shown.
import type { Customer } from '@shop/api';
import { orderAddressSchema } from '@shop/domain';
import type { ApiCaller } from '../platform/api.server';
import { errorLines } from './api-errors';
import { fieldErrors, formText, type FieldErrors } from './form-values';

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'street_1',
  'street_2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
] as const;

export type AddressResult =
  | { ok: true; message: string }
  | {
      ok: false;
      /** `new`, or the id of the address being edited. */
      target: string;
      errors: string[];
      fieldErrors: FieldErrors;
      values: Record<string, string>;
    };

export async function saveAddress(
  { api, token }: ApiCaller,
  customer: Customer,
  form: FormData,
): Promise<AddressResult> {
  const values = formText(form, 'address_id', ...ADDRESS_FIELDS);
  const target = values.address_id?.trim() || 'new';
  const parsed = orderAddressSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, target, errors: [], fieldErrors: fieldErrors(parsed.error), values };
  const address = parsed.data;
  try {
    if (target === 'new') {
      await api.addresses.create(customer.id, [address], { token });
      return { ok: true, message: 'Address added.' };
    }
    const id = Number(target);
    if (!Number.isSafeInteger(id) || id <= 0)
      return { ok: false, target, errors: ['Unknown address.'], fieldErrors: {}, values };
    await api.addresses.update(customer.id, [{ ...address, id }], { token });
    return { ok: true, message: 'Address updated.' };
  } catch (error) {
    return {
      ok: false,
      target,
      errors: errorLines(error, 'Saving the address'),
      fieldErrors: {},
      values,
    };
  }
}

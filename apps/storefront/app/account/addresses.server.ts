// Address book actions of the account page: add one, or edit one of the customer's own
// (the backend refuses ids that are not theirs). Checked with @shop/domain's address rule.
import type { Customer } from '@shop/api';
import { addressSchema } from '@shop/domain';
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

const nameText = (value: string | undefined) => value?.trim() ?? '';

export async function saveAddress(
  { api, token }: ApiCaller,
  customer: Customer,
  form: FormData,
): Promise<AddressResult> {
  const values = formText(form, 'address_id', ...ADDRESS_FIELDS);
  const target = values.address_id?.trim() || 'new';
  const parsed = addressSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, target, errors: [], fieldErrors: fieldErrors(parsed.error), values };
  const address = {
    ...parsed.data,
    first_name: nameText(values.first_name),
    last_name: nameText(values.last_name),
  };
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

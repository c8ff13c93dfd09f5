// /account/company/addresses: the company's address book (B2B Edition's `addresses`), which
// every user of the company reads and its admin alone changes (create_address, update_address,
// delete_address at company level). The backend judges each write again; an address of
// another company is not found there.
import type { CompanyAddressNode } from '@shop/api/b2b';
import { companyAddressSchema, type CompanyAddress } from '@shop/domain';
import type { ApiCaller } from '../platform/api.server';
import type { Loaded } from './account-data.server';
import { errorLines } from './api-errors';
import type { CompanyAccess } from './company-access.server';
import { fieldErrors, formText, type FieldErrors } from './form-values';

/** How many addresses the page lists (B2B Edition's largest page). */
const ADDRESSES_SHOWN = 250;

export const COMPANY_ADDRESS_TEXT_FIELDS = [
  'label',
  'firstName',
  'lastName',
  'company',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
  'countryCode',
  'phoneNumber',
] as const;

export const COMPANY_ADDRESS_FLAGS = [
  'isShipping',
  'isBilling',
  'isDefaultShipping',
  'isDefaultBilling',
] as const;

/** What the page says after a write that went through (`?done=`). */
export const DONE_MESSAGES: Readonly<Record<string, string>> = {
  added: 'Address added.',
  updated: 'Address updated.',
  deleted: 'Address deleted.',
  'default-shipping': 'Default shipping address changed.',
  'default-billing': 'Default billing address changed.',
};

export type CompanyAddressFailure = {
  /** `new`, or the id of the address the write was for. */
  target: string;
  errors: string[];
  fieldErrors: FieldErrors;
  values: Record<string, string>;
};

export function loadCompanyAddresses(
  { api, token }: ApiCaller,
  access: CompanyAccess,
): Promise<Loaded<CompanyAddressNode>> {
  return (async () => {
    if (token === null) return { items: [], errors: [] };
    try {
      const page = await api.b2b.addresses(
        { companyId: access.companyId, first: ADDRESSES_SHOWN },
        { token },
      );
      return { items: page.edges.map((edge) => edge.node), errors: [] };
    } catch (error) {
      return { items: [], errors: errorLines(error, "Loading the company's addresses") };
    }
  })();
}

/** An address node as the fields addressUpdate takes (every field, as B2B Edition sends them). */
function fieldsOf(node: CompanyAddressNode): CompanyAddress {
  const { id: _id, companyInfo: _company, createdAt: _c, updatedAt: _u, ...fields } = node;
  return fields;
}

/** The form's address: text fields, and the flags of its checkboxes (checked → 1). */
function formAddress(form: FormData) {
  const values = formText(form, 'address_id', ...COMPANY_ADDRESS_TEXT_FIELDS);
  const flags = Object.fromEntries(
    COMPANY_ADDRESS_FLAGS.map((flag) => [flag, form.get(flag) === '1' ? 1 : 0]),
  );
  for (const flag of COMPANY_ADDRESS_FLAGS) if (flags[flag] === 1) values[flag] = '1';
  return { values, flags };
}

/**
 * The admin's write (`intent`: save, delete, default-shipping, default-billing): `{ done }`
 * names what went through (the route redirects with it), else the failure to show.
 */
export async function writeCompanyAddress(
  { api, token }: ApiCaller,
  access: CompanyAccess,
  form: FormData,
): Promise<{ done: string } | { failure: CompanyAddressFailure }> {
  const intent = form.get('intent');
  const { values, flags } = formAddress(form);
  const target = values.address_id?.trim() || 'new';
  const fail = (errors: string[], fields: FieldErrors = {}) => ({
    failure: { target, errors, fieldErrors: fields, values },
  });
  const id = Number(target);
  const known = Number.isSafeInteger(id) && id > 0;
  if (token === null) return fail(['Your session has ended. Please log in again.']);
  const options = { token };
  const companyId = access.companyId;
  try {
    if (intent === 'save') {
      const parsed = companyAddressSchema.safeParse({ ...values, ...flags });
      if (!parsed.success) return fail([], fieldErrors(parsed.error));
      if (target === 'new') {
        await api.b2b.addressCreate({ companyId, ...parsed.data }, options);
        return { done: 'added' };
      }
      if (!known) return fail(['Unknown address.']);
      await api.b2b.addressUpdate({ companyId, addressId: id, ...parsed.data }, options);
      return { done: 'updated' };
    }
    if (!known) return fail(['Unknown address.']);
    if (intent === 'delete') {
      await api.b2b.addressDelete({ companyId, addressId: id }, options);
      return { done: 'deleted' };
    }
    if (intent === 'default-shipping' || intent === 'default-billing') {
      // The address as it is now, with the default moved to it (the backend takes it from the
      // company's other address in the same transaction).
      const page = await api.b2b.addresses({ companyId, first: ADDRESSES_SHOWN }, options);
      const node = page.edges.find((edge) => edge.node.id === id)?.node;
      if (!node) return fail(['Unknown address.']);
      const fields = fieldsOf(node);
      const moved =
        intent === 'default-shipping'
          ? { ...fields, isShipping: 1 as const, isDefaultShipping: 1 as const }
          : { ...fields, isBilling: 1 as const, isDefaultBilling: 1 as const };
      await api.b2b.addressUpdate({ companyId, addressId: id, ...moved }, options);
      return { done: intent };
    }
    return fail(['Unknown action.']);
  } catch (error) {
    return fail(errorLines(error, 'Saving the company address'));
  }
}

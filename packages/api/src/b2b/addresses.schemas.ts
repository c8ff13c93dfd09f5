import { companyAddressSchema } from '@shop/domain';
import { z } from 'zod';
import { connection, paging } from './b2b.schemas';

// B2B Edition's company addresses as the reference backend answers them: flags 0/1, at most
// one default shipping and one default billing address per company.

const id = z.number().int().positive();
const flag = z.literal([0, 1]);

export const companyAddressNodeSchema = z.looseObject({
  id,
  label: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  isShipping: flag,
  isBilling: flag,
  isDefaultShipping: flag,
  isDefaultBilling: flag,
  companyInfo: z.looseObject({ companyId: id, companyName: z.string() }),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type CompanyAddressNode = z.infer<typeof companyAddressNodeSchema>;

export const companyAddressesConnectionSchema = connection(companyAddressNodeSchema);
export type CompanyAddressesConnection = z.infer<typeof companyAddressesConnectionSchema>;

export const companyAddressesQuerySchema = z.strictObject({
  companyId: id,
  ...paging,
  country: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  isShipping: flag.optional(),
  isBilling: flag.optional(),
});
export type CompanyAddressesQuery = z.input<typeof companyAddressesQuerySchema>;

/** The address fields are @shop/domain's rules, so a bad one never leaves the client. */
export const companyAddressCreateSchema = z.object({ companyId: id }).and(companyAddressSchema);
export type CompanyAddressCreate = z.input<typeof companyAddressCreateSchema>;

export const companyAddressUpdateSchema = z
  .object({ companyId: id, addressId: id })
  .and(companyAddressSchema);
export type CompanyAddressUpdate = z.input<typeof companyAddressUpdateSchema>;

export const companyAddressDeleteSchema = z.strictObject({ companyId: id, addressId: id });
export type CompanyAddressDelete = z.input<typeof companyAddressDeleteSchema>;

// `@shop/api/b2b`: B2B Edition's storefront GraphQL for company users — the user's company,
// its credit and payment terms, its users and roles, the caller's permissions, the admin's
// user mutations, the company's addresses and orders, and its shopping lists (container
// lists) — each call with the user's own customer token.
export { createB2bApi } from './b2b';
export type { B2bApi } from './b2b';
export {
  b2bPermissionSchema,
  companyCreditConfigSchema,
  companyPaymentTermsSchema,
  companyRoleSchema,
  companyUserSchema,
  userCompanySchema,
  userCreateSchema,
  userUpdateSchema,
} from './b2b.schemas';
export type {
  B2bPermission,
  CompanyCreditConfig,
  CompanyPaymentTerms,
  CompanyRoleInfo,
  CompanyRolesConnection,
  CompanyUser,
  RolesQuery,
  UserCompany,
  UserCreate,
  UserDelete,
  UserUpdate,
  UsersConnection,
  UsersQuery,
} from './b2b.schemas';
export {
  shoppingListItemSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
} from './shopping-lists.schemas';
export type {
  ShoppingList,
  ShoppingListData,
  ShoppingListItem,
  ShoppingListItemInput,
  ShoppingListSummary,
  ShoppingListsConnection,
  ShoppingListsQuery,
} from './shopping-lists.schemas';
export type { B2bConfig } from '../config';
export type { CallOptions } from '../http/call-options';
export {
  companyAddressCreateSchema,
  companyAddressDeleteSchema,
  companyAddressUpdateSchema,
  companyAddressesQuerySchema,
  companyAddressNodeSchema,
} from './addresses.schemas';
export type {
  CompanyAddressCreate,
  CompanyAddressDelete,
  CompanyAddressUpdate,
  CompanyAddressesQuery,
  CompanyAddressNode,
  CompanyAddressesConnection,
} from './addresses.schemas';
export {
  allOrdersQuerySchema,
  companyOrderDetailSchema,
  companyOrderSchema,
} from './orders.schemas';
export type {
  AllOrdersQuery,
  CompanyOrder,
  CompanyOrderDetail,
  CompanyOrdersConnection,
} from './orders.schemas';

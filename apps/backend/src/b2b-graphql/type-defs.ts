/**
 * The storefront GraphQL of BigCommerce B2B Edition for company users, the subset company
 * accounts use: the user's company, its credit and payment terms, its users and roles, and the
 * caller's permissions. Names, arguments and integer enums as `bigcommerce/b2b-buyer-portal`
 * sends them; ids are the customers' ids. Times are Unix seconds.
 */
export const b2bTypeDefs = /* GraphQL */ `
  type Query {
    "The company of a user: the caller's own, or a colleague's with get_users at company level."
    userCompany(userId: Int!): UserCompany!
    "The caller's company credit."
    companyCreditConfig: CompanyCreditConfig!
    "The caller's company payment terms (net days)."
    companyPaymentTerms: CompanyPaymentTerms!
    "The company's users; with get_users at level 1 (a junior buyer) only the caller."
    users(
      first: Int = 10
      offset: Int = 0
      search: String = ""
      companyId: Int!
      companyRoleId: Int
      role: Int
    ): UserConnection!
    "The built-in roles with their permissions."
    companyRoles(first: Int = 10, offset: Int = 0, search: String = ""): CompanyRoleConnection!
    companyRole(roleId: Int!): CompanyRole!
    "The caller's permissions, as B2B Edition's authorization result lists them."
    userPermissions: [Permission!]!
  }

  type Mutation {
    userCreate(userData: UserInputType!): UserResult!
    userUpdate(userData: UserUpdateInputType!): UserResult!
    userDelete(companyId: Int!, userId: Int!): UserDeleteResult!
  }

  type UserCompany {
    id: Int!
    companyId: Int!
    companyName: String!
    "0 pending, 1 approved, 2 rejected, 3 inactive"
    companyStatus: Int!
  }

  type CompanyCreditConfig {
    creditEnabled: Boolean!
    creditCurrency: String!
    availableCredit: Float!
    limitPurchases: Boolean!
    creditHold: Boolean!
  }

  type CompanyPaymentTerms {
    isEnabled: Boolean!
    paymentTerms: Int!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
  }

  type User {
    id: Int!
    bcId: Int!
    firstName: String!
    lastName: String!
    email: String!
    phone: String!
    "0 admin, 1 senior buyer, 2 junior buyer"
    role: Int!
    companyRoleId: Int!
    companyRoleName: String!
    "1 active, 0 inactive (deactivated: no login, every session ended)"
    status: Int!
    createdAt: Int!
    updatedAt: Int!
  }

  type UserEdge {
    node: User!
  }

  type UserConnection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [UserEdge!]!
  }

  type Permission {
    code: String!
    "1 the user's own records, 2 the company's"
    permissionLevel: Int!
  }

  type CompanyRole {
    id: Int!
    name: String!
    roleLevel: Int!
    permissions: [Permission!]!
  }

  type CompanyRoleEdge {
    node: CompanyRole!
  }

  type CompanyRoleConnection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [CompanyRoleEdge!]!
  }

  input UserInputType {
    companyId: Int!
    email: String!
    firstName: String!
    lastName: String!
    phone: String
    companyRoleId: Int!
    "Send the new user a welcome e-mail with a link to set their password."
    acceptEmail: Boolean
  }

  input UserUpdateInputType {
    companyId: Int!
    userId: Int!
    email: String
    firstName: String
    lastName: String
    phone: String
    companyRoleId: Int
    "0 deactivates the user (their sessions end at once), 1 reactivates them."
    status: Int
  }

  type UserResult {
    user: User!
  }

  type UserDeleteResult {
    message: String!
  }
`;

/**
 * B2B Edition's shopping lists (the storefront's container lists) for company users: names,
 * arguments and integer statuses as `bigcommerce/b2b-buyer-portal` sends them. Status 30
 * draft → 40 ready for approval → 0 approved or 50 rejected (with a reason).
 */
export const shoppingListTypeDefs = /* GraphQL */ `
  extend type Query {
    "The company's lists; a junior buyer sees only their own. status: one or several."
    shoppingLists(
      offset: Int = 0
      first: Int = 50
      search: String = ""
      createdBy: String = ""
      email: String = ""
      status: [Int!]
      isDefault: Boolean = true
    ): ShoppingListConnection!
    shoppingList(id: Int!): ShoppingList!
  }

  extend type Mutation {
    shoppingListsCreate(shoppingListData: ShoppingListsInputType!): ShoppingListResult!
    "Renames, describes, or moves the status: 40 submit, 0 approve, 50 reject (reason required)."
    shoppingListsUpdate(id: Int!, shoppingListData: ShoppingListsInputType!): ShoppingListResult!
    shoppingListsDuplicate(
      sampleShoppingListId: Int!
      shoppingListData: ShoppingListsDuplicateInputType!
    ): ShoppingListResult!
    shoppingListsDelete(id: Int!): ShoppingListsMessage!
    "Adds lines; a variant already on the list gets the quantity added."
    shoppingListsItemsCreate(
      shoppingListId: Int!
      items: [ShoppingListsItemsInputType!]!
    ): ShoppingListsItemsResult!
    shoppingListsItemsUpdate(
      itemId: Int!
      shoppingListId: Int!
      itemData: ShoppingListsItemsUpdateInputType!
    ): ShoppingListsItemResult!
    shoppingListsItemsDelete(itemId: Int!, shoppingListId: Int!): ShoppingListsMessage!
  }

  type ShoppingListCustomerInfo {
    firstName: String!
    lastName: String!
    userId: Int!
    email: String!
    role: Int!
  }

  type ShoppingListCompanyInfo {
    companyId: Int!
    companyName: String!
  }

  type ShoppingListItem {
    id: Int!
    itemId: Int!
    productId: Int!
    variantId: Int!
    quantity: Int!
    productName: String!
    baseSku: String!
    variantSku: String!
    basePrice: String!
    "The chosen options as JSON: [{ optionId, optionValue }]"
    optionList: String!
    productUrl: String!
    primaryImage: String!
    productNote: String!
    createdAt: Int!
    updatedAt: Int!
  }

  type ShoppingListItemEdge {
    node: ShoppingListItem!
  }

  type ShoppingListItemConnection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [ShoppingListItemEdge!]!
  }

  type ShoppingList {
    id: Int!
    name: String!
    description: String!
    "0 approved, 20 deleted, 30 draft, 40 ready for approval, 50 rejected"
    status: Int!
    "Why an approver rejected it; empty otherwise."
    reason: String!
    "Whether it is approved (status 0), so its lines may be bought."
    approvedFlag: Boolean!
    isOwner: Boolean!
    customerInfo: ShoppingListCustomerInfo!
    companyInfo: ShoppingListCompanyInfo!
    grandTotal: String!
    isShowGrandTotal: Boolean!
    createdAt: Int!
    updatedAt: Int!
    products(
      offset: Int = 0
      first: Int = 100
      search: String = ""
      orderBy: String = "-updatedAt"
    ): ShoppingListItemConnection!
  }

  type ShoppingListEdge {
    node: ShoppingList!
  }

  type ShoppingListConnection {
    totalCount: Int!
    pageInfo: PageInfo!
    edges: [ShoppingListEdge!]!
  }

  input ShoppingListsInputType {
    companyId: Int
    name: String!
    description: String
    status: Int
    "The rejection's reason (status 50)."
    reason: String
  }

  input ShoppingListsDuplicateInputType {
    name: String!
    description: String
    status: Int
  }

  input ShoppingListsItemsOptionInputType {
    optionId: String!
    optionValue: String!
  }

  input ShoppingListsItemsInputType {
    productId: Int!
    variantId: Int!
    quantity: Int!
    optionList: [ShoppingListsItemsOptionInputType!]
  }

  input ShoppingListsItemsUpdateInputType {
    quantity: Int!
    variantId: Int
    optionList: [ShoppingListsItemsOptionInputType!]
  }

  type ShoppingListResult {
    shoppingList: ShoppingList!
  }

  type ShoppingListsItemsResult {
    shoppingListsItems: [ShoppingListItem!]!
  }

  type ShoppingListsItemResult {
    shoppingListsItem: ShoppingListItem!
  }

  type ShoppingListsMessage {
    message: String!
  }
`;

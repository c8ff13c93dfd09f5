// Public API of @shop/domain: every export named, types exported as types.

export { formatCurrency, roundToCents } from './currency';
export { isRrpGroup, priceForGroup, scaleCartTotals } from './pricing';
export type { CartTotals, GroupPrice } from './pricing';

export { formatVolume, itemVolume, parseDimension } from './volume';
export type { Dimension, Dimensions } from './volume';
export { formatSize, productDimensions } from './size';

export { normaliseBrandId } from './brand';
export type { BrandId } from './brand';
export { formatCapacity, parseCapacity } from './capacity';
export {
  CONTAINER_LIMIT_BRAND_ID,
  CONTAINER_METAFIELD,
  CONTAINER_METAFIELD_KEY_PREFIX,
  CONTAINER_METAFIELD_NAMESPACE,
  CONTAINER_METAFIELD_PERMISSION_SET,
  DEFAULT_CONTAINER_CAPACITY_CBM,
  DEFAULT_CONTAINER_METAFIELD_VALUE,
  MAX_CONTAINER_CAPACITY_CBM,
  capacityFromMetafields,
  capacityFor,
  containerCapacity,
  containerMetafield,
  containerMetafieldKey,
  parseContainerMetafieldKey,
} from './container-metafield';
export type { CartMetafieldInput, StoredCartMetafield } from './container-metafield';
export {
  checkContainerLimit,
  containerFillByBrand,
  itemsThatFit,
  toCubicMillimetres,
} from './container';
export type {
  CapacityFor,
  ContainerFill,
  ContainerLimitResult,
  ContainerLine,
  FittingCandidate,
} from './container';
export { containerLinesOf, overfilledContainers } from './cart-decision';
export type { CartLineFacts, NonContainerChoice } from './cart-decision';
export { MAX_PLANS_PER_WRITE, judgeCartWrite } from './cart-judge';
export type {
  CartLineNow,
  CartRefusal,
  CartRefusalReason,
  JudgeOptions,
  Judgement,
  LineRequest,
  LineVerdict,
  VariantFacts,
} from './cart-judge';
export { CONTAINER_TYPES, containerTypeById } from './container-types';
export type { ContainerType, ContainerTypeId } from './container-types';
export {
  ISO_EQUIPMENT_CODES,
  MAX_EQUIPMENT_SERIAL,
  equipmentCheckDigit,
  equipmentReferenceOf,
  isValidEquipmentReference,
  isoEquipmentCodeForCapacity,
} from './equipment-reference';
export {
  CONTAINER_USABLE_PERCENTS,
  STANDARD_CONTAINER_CHOICE,
  capacityOfChoice,
  choiceForCapacity,
  containerTypeForCapacity,
} from './container-choice';
export type { ContainerChoice } from './container-choice';
export { QUANTITY_OPTIONS, clampQuantity } from './quantity';
export { collectionsDropdown, contentVersion, footerCategories, visibleLinks } from './navigation';
export {
  NEW_ARRIVAL_DAYS,
  NEW_ARRIVALS_FALLBACK_COUNT,
  NEW_ARRIVALS_PATH,
  isNewArrival,
  isNewArrivalsPath,
} from './new-arrivals';
export type { AuthLink, NavCategory } from './navigation';
export {
  CONTAINER_NAME_MARKER,
  isContainerCart,
  isContainerLineName,
  nonContainerLines,
} from './cart-kind';
export type { NamedLine } from './cart-kind';

export {
  cartLineQuantitySchema,
  emailSchema,
  newsletterEmailSchema,
  orderNumberSchema,
  phoneSchema,
  quantitySchema,
  requiredEmailSchema,
  requiredSchema,
  searchTermSchema,
} from './validation';
export { checkQuantity } from './quantity-check';
export type { QuantityCheck } from './quantity-check';
export { checkSearchTerm } from './search-term';
export { findNulByte, hasNulByte, plainText } from './plain-text';
export { changesEmail, needsCurrentPassword } from './profile-change';
export {
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_SIGNATURE_HEADER,
  SHOPPER_SIGNATURE_MAX_AGE_SECONDS,
  formatShopperSignature,
  parseShopperSignature,
  shopperSignaturePayload,
} from './shopper-address';
export type { SearchTermCheck } from './search-term';
export { addressSchema, orderAddressSchema, passwordSchema, registrationSchema } from './forms';
export { ADDRESS_BOOK_FULL_MESSAGE, ADDRESS_BOOK_MAX, addressBookHasRoom } from './address-book';
export type {
  Address,
  AddressInput,
  OrderAddress,
  OrderAddressInput,
  Registration,
  RegistrationInput,
} from './forms';
export {
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  profileSchema,
} from './account-forms';
export type {
  LoginInput,
  NewPassword,
  PasswordChange,
  Profile,
  ProfileInput,
} from './account-forms';
export {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  ORDER_NUMBER_BLANK_MESSAGE,
  ORDER_NUMBER_TOO_LONG_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  NUL_BYTE_MESSAGE,
  PHONE_INVALID_MESSAGE,
  QUANTITY_MESSAGE,
  REQUIRED_MESSAGE,
  SEARCH_TERM_REQUIRED_MESSAGE,
  SEARCH_TERM_TOO_LONG_MESSAGE,
  TEXT_INVALID_MESSAGE,
  TEXT_MAX_LENGTH,
  TEXT_TOO_LONG_MESSAGE,
} from './validation-messages';

export { buildErrorList, capitalise } from './errors';
export { assetUrl, categoryHref, contentLinkHref, searchHitHref, searchHref } from './links';
export type { ContentLink, SearchHitLink } from './links';
export { isKnownSearchHit, knownSearchHits } from './search-hits';
export type { KnownSkuHit } from './search-hits';
export { normalisePathname, pathSegments } from './paths';
export { safeReturnPath } from './return-path';
export { LOGGED_IN_ONLY_PATHS, REDIRECT_TABLE, guardRedirect } from './guards';
export { ACCOUNT_PATH, AUTH_REDIRECTS, LOGIN_PATH, accountHref, isLoggedIn } from './auth';

export { readMetafield } from './metafields';
export type { Metafield, MetafieldSource } from './metafields';
export { IMAGE_METAFIELD_KEYS, MOVIE_METAFIELD_KEY, buildGallery } from './media';
export type { GalleryItem } from './media';
export {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariantUrl,
  imageWidthFor,
  isImageWidth,
  isResizableImage,
} from './images';
export type { ImageSources, ImageSrcSetOptions } from './images';
export { mayReloadPage } from './reload-guard';

export {
  BACK_TO_HOME_LABEL,
  GENERIC_ERROR_MESSAGE,
  INSUFFICIENT_STOCK_MARKER,
  NEWSLETTER_PROMPT,
  NON_CONTAINER_CONFIRM_MESSAGE,
  NO_SITE_SETTINGS_MESSAGE,
  ORDER_NOT_CONFIRMED_MESSAGE,
  OVER_CAPACITY_MESSAGE,
  ADJUST_CONTAINER_PROMPT,
  containerNoLongerFitsMessage,
  PAGE_NOT_FOUND_STATUS,
  PAGE_NOT_FOUND_TITLE,
  PASSWORD_CHANGE_SUCCESS_MESSAGE,
  SEARCH_NO_RESULTS_HINT,
  SEARCH_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SIGN_IN_UNAVAILABLE_MESSAGE,
  insufficientStockMessage,
  isInsufficientStockError,
  pageNotFoundMessage,
  searchNoResultsMessage,
} from './messages';

export {
  BREAKPOINTS,
  BUILD_PAYLOAD_CACHE_MS,
  CART_ID_COOKIE,
  CART_LINE_QUANTITY_MAX,
  CATEGORY_BREADCRUMB_DEPTH,
  CATEGORY_TREE_DEPTH,
  CONTENT_MAX_RETRIES,
  CONTENT_PER_PAGE,
  CONTENT_RATE_LIMIT_PER_SECOND,
  CONTENT_RETRY_DELAY_MS,
  CONTENT_UUID_BATCH_SIZE,
  CURRENCY_SYMBOL,
  GALLERY_THUMBNAILS_PER_VIEW,
  HEADER_COLLECTIONS_MAX,
  HEADER_DROPDOWN_DEBOUNCE_MS,
  IMAGE_DEFAULT_FORMAT,
  IMAGE_DENSITIES,
  IMAGE_PLACEHOLDER_SIZE,
  JSONP_TIMEOUT_MS,
  LOADING_BAR,
  LOGOUT_DELAY_MS,
  METAFIELDS_LIMIT,
  METAFIELD_NAMESPACE,
  NEWSLETTER_EMAIL_DEBOUNCE_MS,
  NO_IMAGE_PATH,
  ORDER_LINES_MAX,
  ORDER_NUMBER_MAX_LENGTH,
  PAGE_RELOAD_GUARD_MS,
  PHONE_PATTERN,
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  RELATED_PRODUCTS_LIMIT,
  RRP_DISCOUNT_LABEL,
  RRP_GROUP_NAME,
  RRP_PRICE_FACTOR,
  SEARCH_HOST_DOWN_MS,
  SEARCH_INDEX_NAME,
  SEARCH_MAX_LENGTH,
  SEARCH_PLACEHOLDER,
  SEARCH_STALLED_MS,
  SEARCH_TIMEOUTS_MS,
  SEARCH_URL_WRITE_DELAY_MS,
  SIZE_METAFIELD_KEYS,
  TOAST_TIMEOUT_MS,
  USER_TOKEN_COOKIE,
  USER_TOKEN_COOKIE_MAX_AGE_SECONDS,
  USER_TOKEN_COOKIE_OPTIONS,
  USER_TOKEN_COOKIE_SECURE_MAX_AGE_SECONDS,
} from './constants';
export {
  WISHLIST_MAX_ITEMS,
  addToWishlist,
  isInWishlist,
  mergeWishlists,
  removeFromWishlist,
  wishlistAdditions,
} from './wishlist';
export type { WishlistEntry } from './wishlist';

// Container load plans (behaviour.md#load-plans); also the @shop/domain/load-plan subpath.
export {
  CARTON_METAFIELD_KEYS,
  CENTRE_OF_GRAVITY_ADVICE_MIN_LOAD,
  CENTRE_OF_GRAVITY_TOLERANCE,
  CONTAINER_LIMIT_LABELS,
  ESTIMATED_KG_PER_CBM,
  LOAD_PLAN_REASON_FIELD,
  MAX_PLAN_CARTONS,
  PLAN_TIME_BUDGET_MS,
  bindingLimit,
  cartonFromMetafields,
  cartonMetafields,
  checkContainerLoad,
  countCartons,
  expandCartLines,
  isLoadPlanReason,
  loadPlanAdvice,
  loadPlanReasonOf,
  overCapacityDetailsOf,
  planCartLines,
  planLoad,
  planViews,
  whatStillFits,
} from './load-plan';
export type {
  BindingLimit,
  BindingLimitInput,
  Carton,
  CartonField,
  CartonLine,
  CartonSpec,
  ContainerLimit,
  ContainerSpec,
  ExpandedCartons,
  LimitFigure,
  LoadCheck,
  LoadPlan,
  LoadPlanAdvice,
  LoadPlanAxis,
  LoadPlanFill,
  LoadPlanReason,
  LoadPlanWarning,
  PlacedCarton,
  PlanBudget,
  PlanView,
  PlanViewKind,
  PlanViewRect,
  StillFits,
  UnplacedCarton,
  UnplacedReason,
} from './load-plan';
// A container after checkout: the factory's production slot, the deposit and balance, and
// the milestones DCSA Track & Trace events report.
export {
  DEFAULT_PRODUCTION_CALENDAR,
  MAX_SLOT_WEEKS,
  addDaysToDate,
  checkSlot,
  isTimeZone,
  nextSlot,
  productionCalendarSchema,
  slotAt,
} from './production/calendar';
export type {
  BookedContainers,
  ProductionCalendar,
  ProductionSlot,
  SlotCheck,
  SlotChoice,
} from './production/calendar';
export { slotWords } from './production/slot-text';
export { formatDay } from './production/day';
export type { SlotWords } from './production/slot-text';
export {
  DEFAULT_PAYMENT_TERMS,
  INVOICE_STATUS,
  INVOICE_STATUS_LABELS,
  invoiceStatus,
  isOverdue,
  paymentSchedule,
  paymentTermsSchema,
} from './production/payments';
export type {
  Instalment,
  InstalmentType,
  InvoiceStatusCode,
  PaymentTerms,
} from './production/payments';
export {
  CONTAINER_STAGES,
  MILESTONES,
  bestDate,
  containerStage,
  daysBetween,
  estimateMovedBeyond,
  milestoneDates,
  milestoneOf,
  nextMilestone,
  plannedMilestones,
} from './production/milestones';
export {
  EMPTY_INDICATOR_CODES,
  EQUIPMENT_EVENT_TYPE_CODES,
  EVENT_CLASSIFIERS,
  EVENT_TYPES,
  FACILITY_TYPE_CODES,
  MODES_OF_TRANSPORT,
  TRANSPORT_EVENT_TYPE_CODES,
} from './production/dcsa-codes';
export type {
  EmptyIndicatorCode,
  EquipmentEventTypeCode,
  EventClassifier,
  EventType,
  ModeOfTransport,
  TransportEventTypeCode,
} from './production/dcsa-codes';
export type {
  ContainerStage,
  ContainerStageKey,
  Milestone,
  MilestoneDates,
  MilestoneEvent,
  MilestoneKey,
} from './production/milestones';
// Company accounts on BigCommerce B2B Edition's contract: roles, statuses, permissions, credit.
export {
  COMPANY_ROLES,
  COMPANY_ROLE_LIST,
  COMPANY_ROLE_NAMES,
  isCompanyRole,
} from './company/roles';
export type { CompanyRole } from './company/roles';
export {
  ACCOUNT_DEACTIVATED_MESSAGE,
  COMPANY_STATUSES,
  COMPANY_STATUS_NAMES,
  USER_STATUSES,
  companyMayPurchase,
} from './company/statuses';
export type { CompanyStatus, UserStatus } from './company/statuses';
export {
  PERMISSION_CODES,
  PERMISSION_LEVELS,
  ROLE_PERMISSIONS,
  can,
  permissionLevelOf,
  rolePermissions,
} from './company/permissions';
export type { Permission, PermissionCode, PermissionLevel } from './company/permissions';
export {
  CREDIT_CHANGED_MESSAGE,
  CREDIT_DISABLED_MESSAGE,
  CREDIT_HOLD_MESSAGE,
  availableCreditOf,
  checkCredit,
} from './company/credit';
export type { CompanyCredit, CreditDecision, CreditRefusal } from './company/credit';
export {
  COMPANY_NOT_ACTIVE_MESSAGE,
  COMPANY_PENDING_MESSAGE,
  PURCHASE_NOT_PERMITTED_MESSAGE,
  companyPurchaseDecision,
} from './company/purchase';
export type { PurchaseDecision, PurchaseRefusal } from './company/purchase';
export {
  SHOPPING_LIST_STATUSES,
  SHOPPING_LIST_STATUS_LIST,
  SHOPPING_LIST_STATUS_NAMES,
  isShoppingListStatus,
} from './company/shopping-lists';
export type { ShoppingListStatus } from './company/shopping-lists';
export {
  COMPANY_ROLE_INVALID_MESSAGE,
  COMPANY_USER_INVALID_MESSAGE,
  MANAGE_USERS_NOT_PERMITTED_MESSAGE,
  USER_STATUS_INVALID_MESSAGE,
  companyUserInviteSchema,
  companyUserRoleSchema,
  companyUserStatusSchema,
  mayManageCompanyUsers,
} from './company/user-forms';
export {
  COUNTRY_CODE_INVALID_MESSAGE,
  DEFAULT_BILLING_NOT_BILLING_MESSAGE,
  DEFAULT_SHIPPING_NOT_SHIPPING_MESSAGE,
  companyAddressSchema,
  isCountryCode,
} from './company/addresses';
export type { CompanyAddress, CompanyAddressInput } from './company/addresses';
export { COMPANY_ORDER_SORTS, SHOW_MY_ORDERS } from './company/orders';
export type { CompanyOrderSort } from './company/orders';
export {
  SHOPPING_LIST_REFUSAL_MESSAGES,
  canSeeShoppingList,
  newShoppingListStatus,
  shoppingListEditable,
  shoppingListTransition,
} from './company/shopping-list-rules';
export type {
  ShoppingListDecision,
  ShoppingListRefusal,
  ShoppingListStanding,
} from './company/shopping-list-rules';

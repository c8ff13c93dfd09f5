import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  BrandId,
  ContainerFill,
  ContainerLimitResult,
  ContainerLine,
  GalleryItem,
  GroupPrice,
  NamedLine,
} from './index';
import * as domain from './index';

// The public API other workspaces and internal apps rely on: renaming or dropping one of
// these is a breaking change and must fail here first.
const EXPECTED_FUNCTIONS = [
  'availableCreditOf',
  'can',
  'checkCredit',
  'companyMayPurchase',
  'companyPurchaseDecision',
  'isCountryCode',
  'isShoppingListStatus',
  'isCompanyRole',
  'mayManageCompanyUsers',
  'permissionLevelOf',
  'rolePermissions',
  'canSeeShoppingList',
  'newShoppingListStatus',
  'shoppingListEditable',
  'shoppingListTransition',
  'equipmentCheckDigit',
  'equipmentReferenceOf',
  'isValidEquipmentReference',
  'isoEquipmentCodeForCapacity',
  'accountHref',
  'assetUrl',
  'buildErrorList',
  'buildGallery',
  'checkSearchTerm',
  'checkQuantity',
  'capacityFromMetafields',
  'capitalise',
  'categoryHref',
  'checkContainerLimit',
  'itemsThatFit',
  'clampQuantity',
  'collectionsDropdown',
  'contentVersion',
  'footerCategories',
  'visibleLinks',
  'isNewArrival',
  'isNewArrivalsPath',
  'containerFillByBrand',
  'containerCapacity',
  'containerLinesOf',
  'judgeCartWrite',
  'capacityFor',
  'overfilledContainers',
  'containerMetafield',
  'containerMetafieldKey',
  'containerTypeById',
  'contentLinkHref',
  'formatCapacity',
  'formatCurrency',
  'formatSize',
  'formatVolume',
  'guardRedirect',
  'insufficientStockMessage',
  'containerNoLongerFitsMessage',
  'isContainerCart',
  'isContainerLineName',
  'isInsufficientStockError',
  'isLoggedIn',
  'isRrpGroup',
  'itemVolume',
  'nonContainerLines',
  'normaliseBrandId',
  'normalisePathname',
  'safeReturnPath',
  'addressBookHasRoom',
  'pageNotFoundMessage',
  'parseCapacity',
  'parseContainerMetafieldKey',
  'parseDimension',
  'pathSegments',
  'priceForGroup',
  'productDimensions',
  'readMetafield',
  'roundToCents',
  'scaleCartTotals',
  'searchHitHref',
  'searchHref',
  'isKnownSearchHit',
  'knownSearchHits',
  'searchNoResultsMessage',
  'toCubicMillimetres',
  'addToWishlist',
  'isInWishlist',
  'mergeWishlists',
  'removeFromWishlist',
  'wishlistAdditions',
  'findNulByte',
  'hasNulByte',
  'plainText',
  'changesEmail',
  'needsCurrentPassword',
  'formatShopperSignature',
  'parseShopperSignature',
  'shopperSignaturePayload',
  // Container load plans (behaviour.md#load-plans).
  'cartonFromMetafields',
  'cartonMetafields',
  'countCartons',
  'expandCartLines',
  'planCartLines',
  'capacityOfChoice',
  'checkContainerLoad',
  'choiceForCapacity',
  'containerTypeForCapacity',
  'isLoadPlanReason',
  'loadPlanReasonOf',
  'overCapacityDetailsOf',
  'planLoad',
  'whatStillFits',
  'planViews',
  'bindingLimit',
  'loadPlanAdvice',
  // Responsive images and the page reload guard (behaviour.md#images, #deploy-skew).
  'imageSrcSet',
  'imageVariantUrl',
  'imageWidthFor',
  'isImageWidth',
  'isResizableImage',
  'mayReloadPage',
  'addDaysToDate',
  'checkSlot',
  'isTimeZone',
  'nextSlot',
  'slotAt',
  'slotWords',
  'formatDay',
  'invoiceStatus',
  'isOverdue',
  'paymentSchedule',
  'bestDate',
  'containerStage',
  'daysBetween',
  'estimateMovedBeyond',
  'milestoneDates',
  'milestoneOf',
  'nextMilestone',
  'plannedMilestones',
];

const EXPECTED_SCHEMAS = [
  'cartLineQuantitySchema',
  'addressSchema',
  'orderAddressSchema',
  'companyAddressSchema',
  'emailSchema',
  'loginSchema',
  'newPasswordSchema',
  'newsletterEmailSchema',
  'orderNumberSchema',
  'passwordChangeSchema',
  'passwordForgotSchema',
  'passwordSchema',
  'profileSchema',
  'phoneSchema',
  'quantitySchema',
  'registrationSchema',
  'requiredEmailSchema',
  'requiredSchema',
  'searchTermSchema',
  'productionCalendarSchema',
  'paymentTermsSchema',
  'companyUserInviteSchema',
  'companyUserRoleSchema',
  'companyUserStatusSchema',
];

describe('public API', () => {
  it.each(EXPECTED_FUNCTIONS)('exports the function %s', (name) => {
    expect(typeof domain[name as keyof typeof domain]).toBe('function');
  });

  it.each(EXPECTED_SCHEMAS)('exports the zod schema %s', (name) => {
    const schema = domain[name as keyof typeof domain] as { safeParse?: unknown };
    expect(typeof schema.safeParse).toBe('function');
  });

  it('exports only functions, schemas and constants listed here or in UPPER_CASE', () => {
    const unexpected = Object.keys(domain).filter(
      (name) =>
        !EXPECTED_FUNCTIONS.includes(name) &&
        !EXPECTED_SCHEMAS.includes(name) &&
        !/^[A-Z][A-Z0-9_]*$/.test(name),
    );
    expect(unexpected).toEqual([]);
  });

  it('exports the container metafield constants', () => {
    expect(domain.CONTAINER_METAFIELD_NAMESPACE).toBe('container_size');
    expect(domain.CONTAINER_METAFIELD_PERMISSION_SET).toBe('app_only');
    expect(domain.DEFAULT_CONTAINER_METAFIELD_VALUE).toBe('26CBM');
    expect(domain.DEFAULT_CONTAINER_CAPACITY_CBM).toBe(26);
    expect(domain.containerMetafieldKey(40)).toBe('factoryID:40');
  });
});

describe('public types (checked by tsc in typecheck)', () => {
  it('keeps the line shapes other workspaces build on', () => {
    expectTypeOf<BrandId>().toEqualTypeOf<number | string>();
    expectTypeOf<ContainerLine>().toEqualTypeOf<{
      brandId: number | string;
      quantity: number;
      volume: number | null | undefined;
    }>();
    expectTypeOf<ContainerLimitResult>().toEqualTypeOf<{
      ok: boolean;
      usedBefore: number;
      usedAfter: number;
      capacity: number;
    }>();
    expectTypeOf<ContainerFill>().toEqualTypeOf<{
      brandId: number | string;
      used: number;
      capacity: number;
      remaining: number;
      percent: number;
      over: boolean;
    }>();
    expectTypeOf<NamedLine>().toEqualTypeOf<{ name?: string | null }>();
    expectTypeOf<GroupPrice>().toEqualTypeOf<{
      price: number;
      listPrice: number;
      discountLabel: string | null;
    }>();
    expectTypeOf<GalleryItem>().toEqualTypeOf<{
      type: 'image' | 'video';
      key: string;
      url: string;
    }>();
  });

  it('infers the form types from the schemas', () => {
    expectTypeOf<domain.Address>().toEqualTypeOf<{
      street_1: string;
      street_2: string;
      city: string;
      country: string;
      state: string;
      zip: string;
      phone: string;
      company: string;
    }>();
    expectTypeOf(domain.quantitySchema.parse(1)).toEqualTypeOf<number>();
  });
});

import { COMPANY_ROLES, type CompanyRole } from './roles';

/**
 * The permission codes of B2B Edition's roles (`companyRoles { permissions { code,
 * permissionLevel } }`), the subset company accounts use: orders, addresses, users,
 * purchasing, shopping lists and their approval, invoices.
 */
export const PERMISSION_CODES = [
  'get_orders',
  'get_addresses',
  'create_address',
  'update_address',
  'delete_address',
  'get_users',
  'create_user',
  'update_user',
  'delete_user',
  'purchase_enable',
  'get_shopping_lists',
  'create_shopping_list',
  'submit_shopping_list_for_approval',
  'approve_draft_shopping_list',
  'get_invoices',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** `permissionLevel`: 1 the user's own records, 2 the whole company's. */
export const PERMISSION_LEVELS = { user: 1, company: 2 } as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[keyof typeof PERMISSION_LEVELS];

export interface Permission {
  code: PermissionCode;
  permissionLevel: PermissionLevel;
}

const { user: OWN, company: COMPANY } = PERMISSION_LEVELS;

/**
 * The built-in roles' permissions. The admin may do everything, company-wide. A senior buyer
 * sees the company's orders, addresses, users, lists and invoices, buys, and approves
 * juniors' lists, but changes no address or user. A junior buyer sees their own orders and
 * themselves, reads the company's addresses (a list needs one), builds lists and submits
 * them for approval: no `purchase_enable`, so never checks out.
 */
export const ROLE_PERMISSIONS: Readonly<
  Record<CompanyRole, Readonly<Partial<Record<PermissionCode, PermissionLevel>>>>
> = {
  [COMPANY_ROLES.admin]: Object.fromEntries(PERMISSION_CODES.map((code) => [code, COMPANY])),
  [COMPANY_ROLES.seniorBuyer]: {
    get_orders: COMPANY,
    get_addresses: COMPANY,
    get_users: COMPANY,
    purchase_enable: OWN,
    get_shopping_lists: COMPANY,
    create_shopping_list: OWN,
    approve_draft_shopping_list: COMPANY,
    get_invoices: COMPANY,
  },
  [COMPANY_ROLES.juniorBuyer]: {
    get_orders: OWN,
    get_addresses: COMPANY,
    get_users: OWN,
    get_shopping_lists: OWN,
    create_shopping_list: OWN,
    submit_shopping_list_for_approval: OWN,
  },
};

/** The level at which `role` holds `code`, or null when it does not hold it at all. */
export function permissionLevelOf(role: CompanyRole, code: PermissionCode): PermissionLevel | null {
  return ROLE_PERMISSIONS[role][code] ?? null;
}

/**
 * Whether `role` may use `code` on a record: its own (`'own'`, the default) needs the code at
 * any level, a colleague's (`'company'`) needs it at the company level.
 */
export function can(
  role: CompanyRole,
  code: PermissionCode,
  whose: 'own' | 'company' = 'own',
): boolean {
  const level = permissionLevelOf(role, code);
  if (level === null) return false;
  return whose === 'own' || level === COMPANY;
}

/** A role's permissions in B2B Edition's shape, in the order of PERMISSION_CODES. */
export function rolePermissions(role: CompanyRole): Permission[] {
  return PERMISSION_CODES.flatMap((code) => {
    const permissionLevel = permissionLevelOf(role, code);
    return permissionLevel === null ? [] : [{ code, permissionLevel }];
  });
}

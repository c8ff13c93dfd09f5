import { z } from 'zod';
import { registrationSchema } from '../forms';
import { plainText } from '../plain-text';
import { requiredEmailSchema } from '../validation';
import { REQUIRED_MESSAGE } from '../validation-messages';
import { can } from './permissions';
import { isCompanyRole, type CompanyRole } from './roles';
import { USER_STATUSES, type UserStatus } from './statuses';

// The company users page's forms (/account/company): an admin adds a colleague, changes a
// colleague's role, deactivates or reactivates them. Values arrive as form text; each
// comes out as B2B Edition's `userCreate` / `userUpdate` take it.

export const COMPANY_ROLE_INVALID_MESSAGE = 'Choose one of the roles';
export const COMPANY_USER_INVALID_MESSAGE = 'Choose a user of your company';
export const USER_STATUS_INVALID_MESSAGE = 'Choose active or inactive';

/** The answer to a buyer who may not manage the company's users (B2B Edition's admin only). */
export const MANAGE_USERS_NOT_PERMITTED_MESSAGE =
  'Only your company’s administrator can add users or change their role or status.';

const digits = (message: string) =>
  plainText(message)
    .trim()
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .regex(/^\d{1,9}$/, { error: message, abort: true })
    .transform(Number);

const companyRoleField = digits(COMPANY_ROLE_INVALID_MESSAGE).refine(isCompanyRole, {
  error: COMPANY_ROLE_INVALID_MESSAGE,
}) as unknown as z.ZodType<CompanyRole, string>;

const userIdField = digits(COMPANY_USER_INVALID_MESSAGE).refine((id) => id > 0, {
  error: COMPANY_USER_INVALID_MESSAGE,
});

const statusField = digits(USER_STATUS_INVALID_MESSAGE).refine(
  (status): status is UserStatus => (Object.values(USER_STATUSES) as number[]).includes(status),
  { error: USER_STATUS_INVALID_MESSAGE },
) as unknown as z.ZodType<UserStatus, string>;

/** An admin adds a colleague: their name, e-mail and role. */
export const companyUserInviteSchema = z.object({
  firstName: registrationSchema.shape.first_name,
  lastName: registrationSchema.shape.last_name,
  email: requiredEmailSchema,
  companyRoleId: companyRoleField,
});

/** An admin gives a colleague another role. */
export const companyUserRoleSchema = z.object({
  userId: userIdField,
  companyRoleId: companyRoleField,
});

/** An admin deactivates (0) or reactivates (1) a colleague. */
export const companyUserStatusSchema = z.object({
  userId: userIdField,
  status: statusField,
});

/**
 * Whether `role` may add colleagues and change their role or status (B2B Edition's
 * `create_user` and `update_user` at company level: the admin). The backend has the last word.
 */
export function mayManageCompanyUsers(role: CompanyRole): boolean {
  return can(role, 'create_user', 'company') && can(role, 'update_user', 'company');
}

import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from './roles';
import {
  COMPANY_ROLE_INVALID_MESSAGE,
  COMPANY_USER_INVALID_MESSAGE,
  MANAGE_USERS_NOT_PERMITTED_MESSAGE,
  USER_STATUS_INVALID_MESSAGE,
  companyUserInviteSchema,
  companyUserRoleSchema,
  companyUserStatusSchema,
  mayManageCompanyUsers,
} from './user-forms';
import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE } from '../validation-messages';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the company users forms', () => {
  it('reads an invitation: trimmed names and e-mail, the role as its number', () => {
    expect(
      companyUserInviteSchema.parse({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: ' ada@example.com ',
        companyRoleId: '2',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      companyRoleId: 2,
    });
  });

  it('refuses an invitation field by field', () => {
    const result = companyUserInviteSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: 'not-an-email',
      companyRoleId: '3',
    });
    expect(messagesOf(result)).toEqual({
      firstName: REQUIRED_MESSAGE,
      lastName: REQUIRED_MESSAGE,
      email: EMAIL_INVALID_MESSAGE,
      companyRoleId: COMPANY_ROLE_INVALID_MESSAGE,
    });
  });

  it('asks for a role that is missing and refuses one that is not a number', () => {
    expect(messagesOf(companyUserRoleSchema.safeParse({ userId: '4', companyRoleId: '' }))).toEqual(
      { companyRoleId: REQUIRED_MESSAGE },
    );
    expect(
      messagesOf(companyUserRoleSchema.safeParse({ userId: '4', companyRoleId: 'admin' })),
    ).toEqual({ companyRoleId: COMPANY_ROLE_INVALID_MESSAGE });
    expect(companyUserRoleSchema.parse({ userId: '4', companyRoleId: '0' })).toEqual({
      userId: 4,
      companyRoleId: COMPANY_ROLES.admin,
    });
  });

  it('takes a positive user id only', () => {
    expect(
      messagesOf(companyUserRoleSchema.safeParse({ userId: '0', companyRoleId: '1' })),
    ).toEqual({ userId: COMPANY_USER_INVALID_MESSAGE });
    expect(
      messagesOf(companyUserRoleSchema.safeParse({ userId: '-1', companyRoleId: '1' })),
    ).toEqual({ userId: COMPANY_USER_INVALID_MESSAGE });
  });

  it('reads a status 0 or 1 and refuses any other', () => {
    expect(companyUserStatusSchema.parse({ userId: '7', status: '0' })).toEqual({
      userId: 7,
      status: 0,
    });
    expect(companyUserStatusSchema.parse({ userId: '7', status: '1' }).status).toBe(1);
    expect(messagesOf(companyUserStatusSchema.safeParse({ userId: '7', status: '2' }))).toEqual({
      status: USER_STATUS_INVALID_MESSAGE,
    });
  });

  it('lets the admin alone manage the company’s users', () => {
    expect(mayManageCompanyUsers(COMPANY_ROLES.admin)).toBe(true);
    expect(mayManageCompanyUsers(COMPANY_ROLES.seniorBuyer)).toBe(false);
    expect(mayManageCompanyUsers(COMPANY_ROLES.juniorBuyer)).toBe(false);
    expect(MANAGE_USERS_NOT_PERMITTED_MESSAGE).toMatch(/administrator/);
  });
});

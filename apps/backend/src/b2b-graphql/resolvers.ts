import {
  COMPANY_ROLE_LIST,
  COMPANY_ROLE_NAMES,
  USER_STATUSES,
  can,
  isCompanyRole,
  rolePermissions,
  type CompanyRole,
  type PermissionCode,
} from '@shop/domain';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import * as s from '../db/schema';
import { enqueueMail } from '../mail/enqueue';
import { sendMailsSoon } from '../mail/send-outbox';
import { findCompany } from '../modules/companies/companies';
import { creditJson, paymentTermsJson, roleJson } from '../modules/companies/serializers';
import { addCompanyUser, deleteUser, findUser, updateUser } from '../modules/companies/users';
import { companyInviteMail } from '../modules/customers/reset-mail';
import { INVITE_TOKEN_LIFETIME_SECONDS, issuePasswordToken } from '../modules/customers/service';
import type { B2bContext, CompanyUser } from './context';
import {
  COMPANY_NOT_FOUND,
  USER_NOT_FOUND,
  b2bError,
  forbidden,
  notFound,
  parseInput,
} from './errors';
import {
  newUserInput,
  pagingArgs,
  roleArgs,
  userCompanyArgs,
  userDeleteArgs,
  userUpdateInput,
  usersArgs,
} from './schemas';
import { likePattern, page, unixSeconds } from './paging';

type CustomerRow = typeof s.customers.$inferSelect;

/** A user node as B2B Edition's `users` gives it; `id` and `bcId` are the customer's id. */
function userNode(row: CustomerRow) {
  const role = (row.companyRole ?? COMPANY_ROLE_LIST[2]) as CompanyRole;
  return {
    id: row.id,
    bcId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role,
    companyRoleId: role,
    companyRoleName: COMPANY_ROLE_NAMES[role],
    status: row.status,
    createdAt: unixSeconds(row.createdAt),
    updatedAt: unixSeconds(row.updatedAt),
  };
}

/** A company named in the arguments must be the caller's: any other is unknown (404). */
function ownCompany(me: CompanyUser, companyId: number) {
  if (companyId !== me.companyId) throw notFound(COMPANY_NOT_FOUND);
}

/** The permission `code` on a record of `userId` (the caller's own or a colleague's), else 403. */
function permit(me: CompanyUser, code: PermissionCode, userId: number) {
  if (!can(me.role, code, userId === me.id ? 'own' : 'company')) throw forbidden();
}

/**
 * The colleague `userId` of the caller's company (the company in the WHERE): a user of another
 * company, or none, is 404 before any permission is judged, so nothing about them leaks.
 */
async function colleague(ctx: B2bContext, userId: number) {
  try {
    return await findUser(ctx.services.database.db, userId, ctx.me.companyId);
  } catch {
    throw notFound(USER_NOT_FOUND);
  }
}

/** An admin keeps the company administered: no own demotion, deactivation or removal. */
const SELF_CHANGE_REFUSED =
  'You cannot change your own role, deactivate or remove yourself; ask another admin';

export const b2bResolvers = {
  Query: {
    async userCompany(_: unknown, args: unknown, ctx: B2bContext) {
      const { userId } = parseInput(userCompanyArgs, args);
      if (userId !== ctx.me.id) await colleague(ctx, userId);
      permit(ctx.me, 'get_users', userId);
      const company = await findCompany(ctx.services.database.db, ctx.me.companyId);
      return {
        id: company.id,
        companyId: company.id,
        companyName: company.name,
        companyStatus: company.status,
      };
    },

    async companyCreditConfig(_: unknown, __: unknown, ctx: B2bContext) {
      return creditJson(await findCompany(ctx.services.database.db, ctx.me.companyId));
    },

    async companyPaymentTerms(_: unknown, __: unknown, ctx: B2bContext) {
      return paymentTermsJson(await findCompany(ctx.services.database.db, ctx.me.companyId));
    },

    async users(_: unknown, args: unknown, ctx: B2bContext) {
      const query = parseInput(usersArgs, args);
      const { me } = ctx;
      ownCompany(me, query.companyId);
      if (!can(me.role, 'get_users')) throw forbidden();
      const roleFilter = query.companyRoleId ?? query.role;
      const pattern = likePattern(query.search);
      const where = and(
        eq(s.customers.companyId, me.companyId),
        // get_users at level 1 (a junior buyer): the caller alone.
        can(me.role, 'get_users', 'company') ? undefined : eq(s.customers.id, me.id),
        roleFilter == null ? undefined : eq(s.customers.companyRole, roleFilter),
        query.search === ''
          ? undefined
          : or(
              ilike(s.customers.firstName, pattern),
              ilike(s.customers.lastName, pattern),
              ilike(s.customers.email, pattern),
            ),
      );
      const { db } = ctx.services.database;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(s.customers)
          .where(where)
          .orderBy(asc(s.customers.id))
          .limit(query.first)
          .offset(query.offset),
        db.select({ n: count() }).from(s.customers).where(where),
      ]);
      return page(rows.map(userNode), total?.n ?? 0, query.offset);
    },

    companyRoles(_: unknown, args: unknown) {
      const query = parseInput(pagingArgs, args);
      const needle = query.search.toLowerCase();
      const roles = COMPANY_ROLE_LIST.map(roleJson).filter((role) =>
        role.name.toLowerCase().includes(needle),
      );
      return page(
        roles.slice(query.offset, query.offset + query.first),
        roles.length,
        query.offset,
      );
    },

    companyRole(_: unknown, args: unknown) {
      const { roleId } = parseInput(roleArgs, args);
      if (!isCompanyRole(roleId)) throw notFound('Role not found');
      return roleJson(roleId);
    },

    userPermissions(_: unknown, __: unknown, ctx: B2bContext) {
      return rolePermissions(ctx.me.role);
    },
  },

  Mutation: {
    async userCreate(_: unknown, args: { userData: unknown }, ctx: B2bContext) {
      const input = parseInput(newUserInput, args.userData);
      const { me, services } = ctx;
      ownCompany(me, input.companyId);
      if (!can(me.role, 'create_user', 'company')) throw forbidden();
      // The user, their welcome link and its e-mail commit together or not at all.
      const row = await services.database.db.transaction(async (tx) => {
        const { user, company } = await addCompanyUser(tx, {
          companyId: me.companyId,
          role: input.companyRoleId,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phone,
        });
        if (input.acceptEmail) {
          const token = await issuePasswordToken(tx, user.id, INVITE_TOKEN_LIFETIME_SECONDS);
          await enqueueMail(
            tx,
            companyInviteMail(services.config.STOREFRONT_URL, user, company, token),
          );
        }
        return user;
      });
      if (input.acceptEmail) sendMailsSoon(services);
      return { user: userNode(row) };
    },

    async userUpdate(_: unknown, args: { userData: unknown }, ctx: B2bContext) {
      const input = parseInput(userUpdateInput, args.userData);
      const { me } = ctx;
      ownCompany(me, input.companyId);
      await colleague(ctx, input.userId);
      permit(me, 'update_user', input.userId);
      const changesOwnStanding =
        (input.companyRoleId != null && input.companyRoleId !== me.role) ||
        input.status === USER_STATUSES.inactive;
      if (input.userId === me.id && changesOwnStanding) throw b2bError(409, SELF_CHANGE_REFUSED);
      const row = await updateUser(
        ctx.services.database.db,
        input.userId,
        {
          role: input.companyRoleId ?? undefined,
          email: input.email ?? undefined,
          firstName: input.firstName ?? undefined,
          lastName: input.lastName ?? undefined,
          phoneNumber: input.phone ?? undefined,
          status: input.status ?? undefined,
        },
        me.companyId,
      );
      return { user: userNode(row) };
    },

    async userDelete(_: unknown, args: unknown, ctx: B2bContext) {
      const input = parseInput(userDeleteArgs, args);
      const { me } = ctx;
      ownCompany(me, input.companyId);
      await colleague(ctx, input.userId);
      permit(me, 'delete_user', input.userId);
      if (input.userId === me.id) throw b2bError(409, SELF_CHANGE_REFUSED);
      await deleteUser(ctx.services.database.db, input.userId, me.companyId);
      return { message: 'User deleted' };
    },
  },
};

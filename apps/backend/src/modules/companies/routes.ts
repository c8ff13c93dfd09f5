import { COMPANY_ROLE_LIST } from '@shop/domain';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { noQuery } from '../../http/params';
import { readJson, readParams, readQuery } from '../../http/validate';
import { requireB2bAuthToken } from './auth-token';
import {
  createCompany,
  findCompany,
  listCompanies,
  updateCompany,
  updateCredit,
  updatePaymentTerms,
} from './companies';
import { b2bErrors, b2bJson } from './envelope';
import {
  companiesQuery,
  companyIdParams,
  companyUpdateBody,
  creditUpdateBody,
  newCompanyBody,
  newUserBody,
  paymentTermsBody,
  userIdParams,
  userUpdateBody,
  usersQuery,
} from './schemas';
import { companyJson, creditJson, paymentTermsJson, roleJson, userJson } from './serializers';
import { createUser, deleteUser, findUser, listUsers, updateUser } from './users';

/**
 * B2B Edition's server-to-server REST (`/api/v3/io`), the subset company accounts need:
 * companies, their credit and payment terms, the built-in roles, and users. Staff calls:
 * the operations token in `authToken` (or `Authorization`).
 */
export function b2bRestRoutes(services: Services) {
  const db = () => services.database.db;
  return (
    new Hono<AppEnv>()
      .use(requireB2bAuthToken(services))
      .get('/companies', async (c) => {
        const query = readQuery(c, companiesQuery);
        const { rows, totalCount } = await listCompanies(db(), query);
        return b2bJson(c, rows.map(companyJson), {
          pagination: { totalCount, offset: query.offset, limit: query.limit },
        });
      })
      .post('/companies', async (c) => {
        const body = await readJson(c, newCompanyBody);
        return b2bJson(c, companyJson(await createCompany(db(), body)), { status: 201 });
      })
      // Before `/companies/:companyId`, which would read `roles` as an id.
      .get('/companies/roles', (c) => {
        readQuery(c, noQuery);
        const roles = COMPANY_ROLE_LIST.map(roleJson);
        return b2bJson(c, roles, {
          pagination: { totalCount: roles.length, offset: 0, limit: roles.length },
        });
      })
      .get('/companies/:companyId', async (c) => {
        const { companyId } = readParams(c, companyIdParams);
        readQuery(c, noQuery);
        return b2bJson(c, companyJson(await findCompany(db(), companyId)));
      })
      .put('/companies/:companyId', async (c) => {
        const { companyId } = readParams(c, companyIdParams);
        const body = await readJson(c, companyUpdateBody);
        return b2bJson(c, companyJson(await updateCompany(db(), companyId, body)));
      })
      .get('/companies/:companyId/credit', async (c) => {
        const { companyId } = readParams(c, companyIdParams);
        readQuery(c, noQuery);
        return b2bJson(c, creditJson(await findCompany(db(), companyId)));
      })
      .put('/companies/:companyId/credit', async (c) => {
        const { companyId } = readParams(c, companyIdParams);
        const body = await readJson(c, creditUpdateBody);
        return b2bJson(c, creditJson(await updateCredit(db(), companyId, body)));
      })
      .get('/companies/:companyId/payment-terms', async (c) => {
        const { companyId } = readParams(c, companyIdParams);
        readQuery(c, noQuery);
        return b2bJson(c, paymentTermsJson(await findCompany(db(), companyId)));
      })
      .put('/companies/:companyId/payment-terms', async (c) => {
        const { companyId } = readParams(c, companyIdParams);
        const body = await readJson(c, paymentTermsBody);
        return b2bJson(c, paymentTermsJson(await updatePaymentTerms(db(), companyId, body)));
      })
      .get('/users', async (c) => {
        const query = readQuery(c, usersQuery);
        const { rows, totalCount } = await listUsers(db(), query);
        return b2bJson(c, rows.map(userJson), {
          pagination: { totalCount, offset: query.offset, limit: query.limit },
        });
      })
      .post('/users', async (c) => {
        const body = await readJson(c, newUserBody);
        return b2bJson(c, userJson(await createUser(db(), body)), { status: 201 });
      })
      .get('/users/:userId', async (c) => {
        const { userId } = readParams(c, userIdParams);
        readQuery(c, noQuery);
        return b2bJson(c, userJson(await findUser(db(), userId)));
      })
      .put('/users/:userId', async (c) => {
        const { userId } = readParams(c, userIdParams);
        const body = await readJson(c, userUpdateBody);
        return b2bJson(c, userJson(await updateUser(db(), userId, body)));
      })
      .delete('/users/:userId', async (c) => {
        const { userId } = readParams(c, userIdParams);
        await deleteUser(db(), userId);
        return b2bJson(c, {});
      })
      .onError(b2bErrors)
  );
}

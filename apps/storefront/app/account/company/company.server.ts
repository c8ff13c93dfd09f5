// What /account/company reads: the buyer's company (B2B Edition's `userCompany`), the buyer's
// own standing in it, and its users (`users`), each asked with the buyer's own token. The
// backend decides whose users a buyer sees (a junior buyer: only themselves); the page shows
// exactly its answer. A customer in no company is refused there with 403: for them there is
// no company page.
import type { CompanyUser, UserCompany } from '@shop/api/b2b';
import { ApiError } from '@shop/api/errors';
import type { Customer } from '@shop/api';
import type { ApiCaller } from '../../platform/api.server';
import type { BuyerSession } from '../../platform/buyer-session.server';

/** Users per page of the list. */
export const USERS_PAGE_SIZE = 50;

export interface CompanyMembership {
  company: UserCompany;
  /** The buyer's own entry: their role and status. */
  me: CompanyUser;
}

/** True when the backend says the customer is in no company (or their token is not theirs). */
const notInCompany = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The buyer's company and their own entry in it, or null when they are in none. Read once
 * per request (the layout's navigation and the page ask the same).
 */
export function companyMembership(
  session: BuyerSession,
  customer: Pick<Customer, 'id' | 'email'>,
): Promise<CompanyMembership | null> {
  return session.once(`company-membership:${String(customer.id)}`, () =>
    readMembership(session, customer),
  );
}

async function readMembership(
  { api, token }: ApiCaller,
  customer: Pick<Customer, 'id' | 'email'>,
): Promise<CompanyMembership | null> {
  if (token === null) return null;
  let company: UserCompany;
  try {
    company = await api.b2b.userCompany(customer.id, { token });
  } catch (error) {
    if (notInCompany(error)) return null;
    throw error;
  }
  // Every role may read its own entry; the search by the buyer's e-mail finds it however
  // large the company is.
  const found = await api.b2b.users(
    { companyId: company.companyId, search: customer.email, first: 10 },
    { token },
  );
  const me = found.edges.map((edge) => edge.node).find((user) => user.id === customer.id);
  if (!me) throw new Error(`Customer ${String(customer.id)} is not among their company's users`);
  return { company, me };
}

export interface CompanyUsersPage {
  users: CompanyUser[];
  totalCount: number;
  /** 1-based. */
  page: number;
  pageCount: number;
}

/** One page of the company's users, as many as the backend lets the buyer see. */
export async function loadCompanyUsers(
  { api, token }: ApiCaller,
  companyId: number,
  page: number,
): Promise<CompanyUsersPage> {
  const offset = (page - 1) * USERS_PAGE_SIZE;
  const answer = await api.b2b.users({ companyId, first: USERS_PAGE_SIZE, offset }, { token });
  return {
    users: answer.edges.map((edge) => edge.node),
    totalCount: answer.totalCount,
    page,
    pageCount: Math.max(1, Math.ceil(answer.totalCount / USERS_PAGE_SIZE)),
  };
}

/** The page number of `?page=`, 1 when missing or not a positive whole number. */
export function pageOf(url: URL): number {
  const value = url.searchParams.get('page') ?? '';
  const page = Number(value);
  return /^\d{1,6}$/.test(value) && page > 0 ? page : 1;
}

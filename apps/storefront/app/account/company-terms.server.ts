// What the account shows of the buyer's company's terms (B2B Edition's `companyCreditConfig`
// and `companyPaymentTerms`, asked with the buyer's own token). A customer in no company is
// refused with 403 there: for them the account shows nothing of it.
import type { CompanyCreditConfig, CompanyPaymentTerms } from '@shop/api/b2b';
import { ApiError } from '@shop/api/errors';
import type { ApiCaller } from '../platform/api.server';
import { errorLines } from './api-errors';

export type CompanyTerms =
  | { state: 'none' }
  | { state: 'ready'; credit: CompanyCreditConfig; terms: CompanyPaymentTerms }
  | { state: 'error'; errors: string[] };

export async function loadCompanyTerms({ api, token }: ApiCaller): Promise<CompanyTerms> {
  if (token === null) return { state: 'none' };
  try {
    const { credit, terms } = await api.b2b.companyTerms({ token });
    return { state: 'ready', credit, terms };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { state: 'none' };
    return { state: 'error', errors: errorLines(error, 'Loading the company terms') };
  }
}

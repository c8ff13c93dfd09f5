import type { CompanyRole } from '@shop/domain';
import type { Services } from '../http/context';

/** The caller: a company user, read afresh for every request (a role change holds at once). */
export interface CompanyUser {
  id: number;
  companyId: number;
  role: CompanyRole;
}

export interface B2bContext {
  services: Services;
  me: CompanyUser;
}

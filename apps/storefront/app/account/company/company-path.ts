/** The company users page (routes.ts: `account/company`). */
export const COMPANY_PAGE_PATH = '/account/company';

/** The company's address book page (for every company user; its admin manages it). */
export const COMPANY_ADDRESSES_PATH = '/account/company/addresses';

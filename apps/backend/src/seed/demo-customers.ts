// The demo logins printed at start and documented in the README.
export const DEMO_PASSWORD = 'demo-password-1';

export const DEMO_CUSTOMERS = [
  {
    email: 'buyer@example.com',
    firstName: 'Alex',
    lastName: 'Buyer',
    company: 'Buyer Interiors Pty Ltd',
    phone: '+639171234567',
    group: 'Trade',
    description: 'trade customer with a price list; admin of Buyer Interiors Pty Ltd',
  },
  {
    email: 'rrp@example.com',
    firstName: 'Riley',
    lastName: 'Retail',
    company: 'Riley Home Store',
    phone: '02912345678',
    group: 'RRP',
    description: 'customer group RRP (40% off list price)',
  },
  {
    email: 'noprices@example.com',
    firstName: 'Noa',
    lastName: 'Prices',
    company: 'Pending Trade Account',
    phone: '03987654321',
    group: null,
    description: 'customer with no price list',
  },
] as const;

/** Customer groups and the price list each one uses (a group without a list sees no prices). */
export const DEMO_GROUPS = [
  { name: 'Trade', priceList: 'Trade', factor: 0.85 },
  { name: 'RRP', priceList: 'Retail', factor: 1 },
  { name: 'Pending', priceList: null, factor: 0 },
] as const;

/**
 * The demo companies (B2B Edition's company accounts) and who is in them. `buyer@` (above)
 * becomes the admin of the first; the users listed here are new customers with the demo
 * password and no past orders. `rrp@` and `noprices@` stay customers on their own.
 */
export const DEMO_COMPANIES = [
  {
    name: 'Buyer Interiors Pty Ltd',
    email: 'accounts@buyer-interiors.example.com',
    phone: '+639171234567',
    credit: null,
    users: [
      { email: 'buyer@example.com', role: 0 },
      { email: 'senior@example.com', role: 1 },
      { email: 'junior@example.com', role: 2 },
    ],
  },
  {
    name: 'Harbour Hospitality Group',
    email: 'purchasing@harbour-hospitality.example.com',
    phone: '02987654321',
    credit: { availableCredit: 5000, limitPurchases: true, paymentTerms: 30 },
    users: [{ email: 'other@example.com', role: 0 }],
  },
] as const;

export const DEMO_COMPANY_USERS = [
  {
    email: 'senior@example.com',
    firstName: 'Sam',
    lastName: 'Senior',
    company: 'Buyer Interiors Pty Ltd',
    phone: '+639171234568',
    group: 'Trade',
    description: 'senior buyer at Buyer Interiors Pty Ltd (buys, approves lists)',
  },
  {
    email: 'junior@example.com',
    firstName: 'Jo',
    lastName: 'Junior',
    company: 'Buyer Interiors Pty Ltd',
    phone: '+639171234569',
    group: 'Trade',
    description: 'junior buyer at Buyer Interiors Pty Ltd (prepares lists, cannot check out)',
  },
  {
    email: 'other@example.com',
    firstName: 'Olive',
    lastName: 'Other',
    company: 'Harbour Hospitality Group',
    phone: '02987654321',
    group: 'Trade',
    description: 'admin of Harbour Hospitality Group, on credit: $5,000 available, limited',
  },
] as const;

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
    description: 'trade customer with a price list',
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

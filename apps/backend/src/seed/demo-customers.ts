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
    // A warehouse receives deliveries; the head office gets the invoices.
    addresses: [
      {
        label: 'Warehouse',
        firstName: 'Alex',
        lastName: 'Buyer',
        street1: '12 Fitzroy St',
        city: 'Surry Hills',
        state: 'New South Wales',
        zip: '2010',
        country: 'Australia',
        countryCode: 'AU',
        phone: '02912345670',
        isShipping: true,
        isBilling: false,
        isDefaultShipping: true,
        isDefaultBilling: false,
      },
      {
        label: 'Head office',
        firstName: 'Accounts',
        lastName: 'Payable',
        street1: '88 Market St',
        city: 'Sydney',
        state: 'New South Wales',
        zip: '2000',
        country: 'Australia',
        countryCode: 'AU',
        phone: '02912345000',
        isShipping: true,
        isBilling: true,
        isDefaultShipping: false,
        isDefaultBilling: true,
      },
    ],
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
    addresses: [
      {
        label: 'Circular Quay kitchen',
        firstName: 'Harbour',
        lastName: 'Purchasing',
        street1: '1 Circular Quay W',
        city: 'The Rocks',
        state: 'New South Wales',
        zip: '2000',
        country: 'Australia',
        countryCode: 'AU',
        phone: '02987654321',
        isShipping: true,
        isBilling: true,
        isDefaultShipping: true,
        isDefaultBilling: true,
      },
    ],
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

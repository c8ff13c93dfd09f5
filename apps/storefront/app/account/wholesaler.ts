/**
 * Who sells: the wholesaler's details on order documents. The demo wholesaler's; a real
 * deployment edits them here (they change about never, and belong with the code that prints
 * them).
 */
export const WHOLESALER = {
  name: 'Trade Furniture',
  address: ['Unit 4, 18 Harbour Road', 'Port Botany NSW 2036', 'Australia'],
  email: 'orders@tradefurniture.example',
  phone: '+61 2 9000 4000',
  taxId: 'ABN 12 345 678 901',
} as const;

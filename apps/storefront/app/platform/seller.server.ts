// Who sells, as order documents print it (behaviour.md#order-documents): the SELLER_*
// variables (env.server.ts), the demo wholesaler in a demo, nothing in a production server
// without them, where documents are refused rather than printed with made-up details.
import { env, type SellerDetails } from './env.server';

export type { SellerDetails };

/** The configured seller, or null when this server must not print documents. */
export function sellerDetails(): SellerDetails | null {
  return env.seller;
}

/** How the buyer pays (SELLER_PAYMENT_DETAILS' lines), or null when pro-formas must not print. */
export function paymentDetails(): string[] | null {
  return env.paymentDetails;
}

/** Who the catalogue prices for: the customer's id (for the pricing call) and group. */
export interface PricingCustomer {
  id: number;
  /** The group's name (`RRP` gets 60 %), null when the customer has none. */
  group: string | null;
}

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The placed order's summary (number, reference, total) an app shows on its order
 * confirmation page. `order_confirmation_content` renders it right under its title, so the
 * page reads heading → the order → what happens next, whatever the editors wrote.
 */
export const OrderSummaryContext = createContext<ReactNode>(null);

export function useOrderSummary(): ReactNode {
  return useContext(OrderSummaryContext);
}

import type { StockRow } from './loaders';

export interface StockSummary {
  availableToSell: number;
  warningLevel: number;
}

/**
 * Stock summed over locations. The warning level is the highest of the rows: the
 * storefront warns as soon as any location is running low.
 */
export function summariseStock(rows: readonly StockRow[]): StockSummary {
  let availableToSell = 0;
  let warningLevel = 0;
  for (const row of rows) {
    availableToSell += row.availableToSell;
    warningLevel = Math.max(warningLevel, row.warningLevel);
  }
  return { availableToSell, warningLevel };
}

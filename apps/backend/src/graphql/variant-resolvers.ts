import { toConnection } from './connection';
import type { GraphQLContext } from './context';
import { globalId } from './global-id';
import type { MetafieldRow, StockRow, TierRow, VariantOptionRow, VariantRow } from './loaders';
import type { MetafieldArgs } from './metafields';
import { metafieldConnection } from './metafields';
import type { PricesSource } from './prices';
import { bulkTierType, money } from './prices';
import { summariseStock } from './stock';

type First = { first?: number | null };

interface OptionNode {
  entityId: number;
  displayName: string;
  values: VariantOptionRow[];
}

const LENGTH_UNITS: Record<string, string> = { km: 'Kilometres', mi: 'Miles' };

async function variantInventory(v: VariantRow, _: unknown, context: GraphQLContext) {
  const rows = await context.loaders.stockByVariant.load(v.id);
  const aggregated = summariseStock(rows);
  return { isInStock: aggregated.availableToSell > 0, aggregated, rows };
}

async function options(v: VariantRow, args: First, context: GraphQLContext) {
  const rows = await context.loaders.optionsByVariant.load(v.id);
  const byOption = new Map<number, OptionNode>();
  for (const row of rows) {
    const option = byOption.get(row.optionId) ?? {
      entityId: row.optionId,
      displayName: row.displayName,
      values: [],
    };
    option.values.push(row);
    byOption.set(row.optionId, option);
  }
  return toConnection([...byOption.values()], args.first);
}

export const variantResolvers = {
  Variant: {
    id: (v: VariantRow) => globalId('Variant', v.id),
    entityId: (v: VariantRow) => v.id,
    inventory: variantInventory,
    prices: (v: VariantRow): PricesSource => ({
      productId: v.productId,
      price: v.price,
      salePrice: v.salePrice,
      retailPrice: v.retailPrice,
    }),
    metafields: (v: VariantRow, args: MetafieldArgs, context: GraphQLContext) =>
      metafieldConnection(context, 'variant', v.id, args),
    options,
  },
  VariantInventory: {
    byLocation: (inv: { rows: StockRow[] }, args: First) => toConnection(inv.rows, args.first),
  },
  InventoryByLocations: {
    locationEntityId: (r: StockRow) => r.locationId,
    locationEntityCode: (r: StockRow) => r.code,
    locationEntityTypeId: (r: StockRow) => r.typeId,
    locationDistance: (r: StockRow) => ({
      value: r.distanceValue,
      unit: LENGTH_UNITS[r.distanceUnit] ?? 'Kilometres',
    }),
    isInStock: (r: StockRow) => r.availableToSell > 0,
  },
  Prices: {
    price: (p: PricesSource) => money(p.price),
    basePrice: (p: PricesSource) => money(p.price),
    salePrice: (p: PricesSource) => money(p.salePrice),
    retailPrice: (p: PricesSource) => money(p.retailPrice),
    bulkPricing: (p: PricesSource, _: unknown, context: GraphQLContext) =>
      context.loaders.tiersByProduct.load(p.productId),
  },
  BulkPricingTier: {
    __resolveType: (tier: TierRow) => bulkTierType(tier),
  },
  BulkPricingPercentageDiscount: { percentOff: (t: TierRow) => t.amount },
  BulkPricingRelativePriceDiscount: { priceAdjustment: (t: TierRow) => -t.amount },
  BulkPricingFixedPriceDiscount: { price: (t: TierRow) => t.amount },
  ProductOption: {
    isRequired: () => true,
    values: (o: OptionNode, args: First) => toConnection(o.values, args.first),
  },
  ProductOptionValue: {
    entityId: (r: VariantOptionRow) => r.valueId,
    isDefault: () => false,
    hexColors: (r: VariantOptionRow) => r.colors ?? [],
  },
  Metafields: {
    id: (m: MetafieldRow) => globalId('Metafields', m.id),
    entityId: (m: MetafieldRow) => m.id,
  },
};

// Factory (brand) names for cards and container gauges, from the process's shared copy of
// the brand list (they change a few times a year).
import { catalogueReads } from '../platform/catalogue-reads.server';

/** Brand id → name; empty when the catalogue call fails (logged; tried again next time). */
export async function brandNames(): Promise<ReadonlyMap<string, string>> {
  try {
    const brands = await catalogueReads.brands();
    return new Map(brands.map((brand) => [String(brand.id), brand.name]));
  } catch (error) {
    // behaviour.md#errors: brand fetch errors are only logged; factories then show by id.
    console.error('Brands could not be loaded', error);
    return new Map<string, string>();
  }
}

/** `Factory 40` when the name is not known. */
export function brandLabel(names: ReadonlyMap<string, string>, brandId: number | string): string {
  return names.get(String(brandId)) ?? `Factory ${String(brandId)}`;
}

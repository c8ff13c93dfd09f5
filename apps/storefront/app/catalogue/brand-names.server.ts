// Factory (brand) names for cards and container gauges, and each factory's own container, from
// the process's shared copies of the brand list and the brand metafields (they change a few
// times a year).
import type { BrandMetafield } from '@shop/api';
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

/** Each factory's own container as brand metafields; empty when the call fails (logged; 26 CBM then). */
export async function brandContainerFields(): Promise<readonly BrandMetafield[]> {
  try {
    return await catalogueReads.brandContainers();
  } catch (error) {
    console.error("Factories' containers could not be loaded", error);
    return [];
  }
}

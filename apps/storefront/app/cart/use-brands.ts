import type { ApiClient, Brand } from '@shop/api';
import { useEffect, useState } from 'react';

// Factory names change rarely: one request per page load, shared by every caller.
let pending: Promise<Brand[]> | null = null;

function loadBrands(api: ApiClient): Promise<Brand[]> {
  pending ??= api.catalogue.brands().catch((error: unknown) => {
    // SPEC §8: brand fetch errors are only logged; factories then show by id.
    console.error('Brands could not be loaded', error);
    pending = null;
    return [];
  });
  return pending;
}

/** Factory (brand) names by id, empty until loaded. */
export function useBrandNames(api: ApiClient, wanted: boolean): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadBrands(api).then((brands) => {
      if (live) setNames(new Map(brands.map((brand) => [String(brand.id), brand.name])));
    });
    return () => {
      live = false;
    };
  }, [api, wanted]);
  return names;
}

export function brandLabel(names: ReadonlyMap<string, string>, brandId: number | string): string {
  return names.get(String(brandId)) ?? `Factory ${String(brandId)}`;
}

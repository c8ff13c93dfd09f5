// The browser's copy of the SKUs the store knows (behaviour.md#calls-search), fetched once per page load
// from /search/known-skus when search is first used.
import { useEffect, useState } from 'react';

export const KNOWN_SKUS_PATH = '/search/known-skus';

/** `filter: null` means the store could not say: show hits unfiltered rather than none. */
export interface KnownSkus {
  filter: ReadonlySet<string> | null;
}

let loading: Promise<KnownSkus> | null = null;

export function loadKnownSkus(): Promise<KnownSkus> {
  loading ??= fetch(KNOWN_SKUS_PATH, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      // The schema (and zod) come with the answer, not with the header every page carries
      // (the first-load budget of behaviour.md#performance).
      const [{ knownSkusAnswerSchema }, body] = await Promise.all([
        import('./known-skus-answer'),
        response.json() as Promise<unknown>,
      ]);
      const { skus } = knownSkusAnswerSchema.parse(body);
      return { filter: skus === null ? null : new Set(skus) };
    })
    .catch((error: unknown) => {
      console.error('Known SKUs for search could not be loaded', error);
      loading = null;
      return { filter: null };
    });
  return loading;
}

/** The known SKUs once `wanted` (null until they are in). */
export function useKnownSkus(wanted: boolean): KnownSkus | null {
  const [known, setKnown] = useState<KnownSkus | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadKnownSkus().then((value) => {
      if (live) setKnown(value);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return known;
}

import { like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';

const SWATCH_URL = /^\/images\/swatches\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/**
 * The swatch names the catalogue uses (its option values' swatch images): a swatch is drawn
 * for these only, so a made-up name costs no drawing and no sharp render (a 404). Read again
 * after `ttlMs`, so a reseeded or edited catalogue's new materials are served soon after.
 */
export function knownSwatches(db: () => Db, ttlMs: number): () => Promise<ReadonlySet<string>> {
  let cached: { names: Promise<ReadonlySet<string>>; until: number } | undefined;
  const read = async () => {
    const rows = await db()
      .selectDistinct({ url: s.optionValues.imageUrl })
      .from(s.optionValues)
      .where(like(s.optionValues.imageUrl, '/images/swatches/%'));
    return new Set(rows.flatMap(({ url }) => SWATCH_URL.exec(url ?? '')?.slice(1, 2) ?? []));
  };
  return () => {
    const now = Date.now();
    if (!cached || now >= cached.until) {
      const names = read();
      cached = { names, until: now + ttlMs };
      // A failed read is not kept: the next request reads again.
      names.catch(() => {
        cached = undefined;
      });
    }
    return cached.names;
  };
}

import { parseArgs } from 'node:util';
import { openDatabase } from './db/client';
import { ConfigError, loadConfig } from './env';
import { DEMO_PRODUCT_COUNT, resetDatabase, seedDemo } from './seed/seed';

// `pnpm --filter @shop/backend seed [--products N]`: empties the configured database
// (PGlite in DATA_DIR, or DATABASE_URL) and fills it with the deterministic demo data;
// --products 10000 or 100000 builds a large catalogue for benchmarks.
async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: String(DEMO_PRODUCT_COUNT) } },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 10 || products > 1_000_000) {
    throw new ConfigError('--products must be a whole number from 10 to 1000000');
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
  });
  const started = performance.now();
  try {
    await resetDatabase(database.db);
    await seedDemo(database.db, {
      products,
      onProgress: (done, total) => {
        if (done % 5000 === 0 || done === total)
          process.stdout.write(`  ${done}/${total} products\n`);
      },
    });
  } finally {
    await database.close();
  }
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  process.stdout.write(
    `Seeded ${products} products into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

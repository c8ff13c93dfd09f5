import { defineConfig } from 'drizzle-kit';

// One schema, one migration history for both drivers (PGlite and PostgreSQL):
// `pnpm --filter @shop/backend db:generate` after changing src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});

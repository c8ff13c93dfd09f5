import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, demo-seeded PGlite dump every test file starts from (empty on PostgreSQL runs). */
    pgliteTemplate: string;
  }
}

// PGlite's initdb costs seconds; a dump of a seeded database loads in a fraction of that,
// so each test file gets its own fresh database cheaply.
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemo(database.db);
  if (!database.dump) throw new Error('PGlite database without dump');
  const file = join(tmpdir(), `shop-backend-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}

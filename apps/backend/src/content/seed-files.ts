import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The seeded stories are readable JSON files, one per story as the delivery API sends it
// (folders mirror full_slug), kept once for everyone: @shop/cms-blocks' fixtures, which its
// tests and Storybook stories render. The backend reads them from the package's source, as
// its content tests read the block schemas (the package entry carries React, which a server
// has no use for). apps/backend/content/drafts/ holds the unpublished draft content laid
// over a published story, to show staging.
const contentRoots = {
  stories: fileURLToPath(new URL('../../../../packages/cms-blocks/src/fixtures', import.meta.url)),
  drafts: fileURLToPath(new URL('../../content/drafts', import.meta.url)),
};

const blockSchema = z.looseObject({ component: z.string().min(1), _uid: z.string().min(1) });

export const seedStorySchema = z.looseObject({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  full_slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
  content: blockSchema,
  created_at: z.iso.datetime(),
  published_at: z.iso.datetime().nullable(),
  first_published_at: z.iso.datetime().nullable(),
  parent_id: z.number().int().nonnegative().default(0),
  is_startpage: z.boolean().default(false),
  position: z.number().int().default(0),
  tag_list: z.array(z.string()).default([]),
  group_id: z.uuid(),
  lang: z.string().default('default'),
  path: z.string().nullable().default(null),
  sort_by_date: z.string().nullable().default(null),
  meta_data: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type SeedStory = z.output<typeof seedStorySchema>;

export const seedDraftSchema = z.object({
  full_slug: z.string().min(1),
  name: z.string().min(1),
  content: blockSchema,
});
export type SeedDraft = z.output<typeof seedDraftSchema>;

async function jsonFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function readAll<S extends z.ZodType>(
  folder: keyof typeof contentRoots,
  schema: S,
): Promise<z.output<S>[]> {
  const root = contentRoots[folder];
  const files = await jsonFiles(root);
  return Promise.all(
    files.map(async (file) => {
      const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success) {
        const where = relative(root, file);
        throw new Error(
          `Invalid seed content ${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      }
      return parsed.data;
    }),
  );
}

export interface SeedContent {
  stories: SeedStory[];
  drafts: SeedDraft[];
}

/** Reads and checks every seed file; a malformed file stops the seed with its name. */
export async function readSeedContent(): Promise<SeedContent> {
  const [stories, drafts] = await Promise.all([
    readAll('stories', seedStorySchema),
    readAll('drafts', seedDraftSchema),
  ]);
  return { stories, drafts };
}

import { drafts as demoDrafts, stories as demoStories } from '@shop/demo-content';
import { z } from 'zod';

// The seeded stories are the demo shop's content (@shop/demo-content): one story each as
// the delivery API sends it, the same data cms-blocks' tests and the Storybook render, and
// the drafts laid over a published story to show staging. Checked here again, because the
// seed writes them straight into the database.

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

function checkAll<S extends z.ZodType>(
  kind: string,
  entries: readonly { full_slug?: unknown }[],
  schema: S,
): z.output<S>[] {
  return entries.map((entry) => {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) {
      throw new Error(
        `Invalid seed ${kind} ${String(entry.full_slug)}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    return parsed.data;
  });
}

export interface SeedContent {
  stories: SeedStory[];
  drafts: SeedDraft[];
}

/** Checks every seed story and draft; a malformed one stops the seed with its slug. */
export function readSeedContent(): SeedContent {
  return {
    stories: checkAll('story', demoStories, seedStorySchema),
    drafts: checkAll('draft', demoDrafts, seedDraftSchema),
  };
}

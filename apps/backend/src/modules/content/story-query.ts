import { CONTENT_PER_PAGE, CONTENT_UUID_BATCH_SIZE } from '@shop/domain';
import { z } from 'zod';

/** Storyblok caps `per_page` at 100 instead of refusing more. */
export const MAX_PER_PAGE = 100;

const version = z.enum(['draft', 'published']).default('published');
const wholeNumber = (name: string, min: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min, `${name} must be at least ${min}`);

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

const SORT_FIELDS = [
  'name',
  'slug',
  'full_slug',
  'created_at',
  'published_at',
  'first_published_at',
  'updated_at',
  'position',
  'id',
] as const;
export type SortField = (typeof SORT_FIELDS)[number] | `content.${string}`;
export interface SortBy {
  field: SortField;
  direction: 'asc' | 'desc';
}

const sortBy = z
  .string()
  .regex(
    /^(name|slug|full_slug|created_at|published_at|first_published_at|updated_at|position|id|content\.[A-Za-z0-9_]{1,64}):(asc|desc)$/,
    `sort_by must be field:asc or field:desc, field one of ${SORT_FIELDS.join(', ')} or content.<field>`,
  )
  .transform((value): SortBy => {
    const [field, direction] = value.split(':') as [SortField, 'asc' | 'desc'];
    return { field, direction };
  });

const slugPattern = z
  .string()
  .regex(
    /^[A-Za-z0-9*/_-]+(,[A-Za-z0-9*/_-]+)*$/,
    'slugs are comma-separated, e.g. careers/*,home',
  );

// Unknown parameters (cv, resolve_links, excluding_fields, …) are accepted and ignored, as
// the hosted API does: storyblok-js-client sends several this backend has no use for.
const common = {
  version,
  token: z.string().optional(),
};

export const storyQuerySchema = z.looseObject({
  ...common,
  find_by: z.enum(['uuid', 'slug', 'id']).optional(),
});

export const storiesQuerySchema = z.looseObject({
  ...common,
  starts_with: z
    .string()
    .max(255)
    .regex(/^[A-Za-z0-9/_-]*$/, 'starts_with is a slug prefix such as careers/')
    .optional(),
  by_uuids: z
    .string()
    .transform(list)
    .pipe(
      z
        .array(z.uuid('by_uuids must be comma-separated story uuids'))
        .max(CONTENT_UUID_BATCH_SIZE, `by_uuids takes at most ${CONTENT_UUID_BATCH_SIZE} uuids`),
    )
    .optional(),
  by_slugs: slugPattern.transform(list).optional(),
  excluding_slugs: slugPattern.transform(list).optional(),
  content_type: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'content_type is a component name')
    .optional(),
  is_startpage: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  per_page: wholeNumber('per_page', 1)
    .transform((n) => Math.min(n, MAX_PER_PAGE))
    .default(CONTENT_PER_PAGE),
  page: wholeNumber('page', 1).default(1),
  sort_by: sortBy.optional(),
});

export type StoriesQuery = z.output<typeof storiesQuerySchema>;

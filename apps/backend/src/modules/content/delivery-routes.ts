import { Hono } from 'hono';
import type { Context } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv, Services } from '../../http/context';
import type { ContentVersion } from './content-tokens';
import { contentTokenProblem } from './content-tokens';
import { invalidParameter, storyNotFound, unauthorizedStory } from './storyblok-errors';
import { storiesQuerySchema, storyQuerySchema } from './story-query';
import type { StoryKey } from './story-repository';
import { cacheVersion, findStory, listStories } from './story-repository';
import { deliveryStory } from './story-serializer';

const STORIES_PATH = '/v2/cdn/stories';
const fullSlugPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9_-]+)*$/i;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function firstIssue(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const issue = error.issues[0];
  return issue
    ? `${issue.path.map(String).join('.') || 'query'}: ${issue.message}`
    : 'Invalid query';
}

/** Drafts change any moment; published answers may be cached briefly, clients key them on cv. */
function cacheHeaders(c: Context, version: ContentVersion) {
  c.header(
    'Cache-Control',
    version === 'draft' ? 'no-store' : 'public, max-age=0, must-revalidate',
  );
}

function storyKey(rawSlug: string, findBy: 'uuid' | 'slug' | 'id' | undefined): StoryKey | null {
  const slug = rawSlug.replace(/\/+$/, '');
  if (slug.length > 255) return null;
  if (findBy === 'uuid')
    return uuidPattern.test(slug) ? { by: 'uuid', value: slug.toLowerCase() } : null;
  if (findBy !== 'slug' && /^\d{1,9}$/.test(slug)) return { by: 'id', value: Number(slug) };
  return fullSlugPattern.test(slug) ? { by: 'slug', value: slug.toLowerCase() } : null;
}

/** The Storyblok content delivery API (v2) the storefront reads with storyblok-js-client. */
export function deliveryRoutes(services: Services): Hono<AppEnv> {
  const { config, database } = services;
  const app = new Hono<AppEnv>();
  // Published answers revalidate on every use (must-revalidate): a 304 saves the body.
  app.use('/v2/cdn/*', etag());

  app.get(STORIES_PATH, async (c) => {
    const parsed = storiesQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalidParameter(c, firstIssue(parsed.error));
    const query = parsed.data;
    const problem = contentTokenProblem(config, query.token, query.version);
    if (problem) return unauthorizedStory(c, problem);
    const [{ rows, total }, cv] = await Promise.all([
      listStories(database.db, query),
      cacheVersion(database.db),
    ]);
    cacheHeaders(c, query.version);
    c.header('Total', String(total));
    c.header('Per-Page', String(query.per_page));
    const stories = rows.flatMap((row) => deliveryStory(row, query.version) ?? []);
    return c.json({ stories, cv, rels: [], links: [] });
  });

  app.get(`${STORIES_PATH}/*`, async (c) => {
    const parsed = storyQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalidParameter(c, firstIssue(parsed.error));
    const query = parsed.data;
    const problem = contentTokenProblem(config, query.token, query.version);
    if (problem) return unauthorizedStory(c, problem);
    const key = storyKey(c.req.path.slice(STORIES_PATH.length + 1), query.find_by);
    const row = key ? await findStory(database.db, key) : undefined;
    const story = row ? deliveryStory(row, query.version) : null;
    if (!story) return storyNotFound(c);
    cacheHeaders(c, query.version);
    return c.json({ story, cv: await cacheVersion(database.db), rels: [], links: [] });
  });

  // storyblok-js-client asks for the space (its cache version) in some flows.
  app.get('/v2/cdn/spaces/me', async (c) => {
    const problem = contentTokenProblem(config, c.req.query('token'), 'published');
    if (problem) return unauthorizedStory(c, problem);
    c.header('Cache-Control', 'no-store');
    const cv = await cacheVersion(database.db);
    return c.json({
      space: {
        id: 0,
        name: 'Trade storefront (local)',
        domain: config.STOREFRONT_URL,
        version: cv,
        language_codes: [],
      },
    });
  });

  return app;
}

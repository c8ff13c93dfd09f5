import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../../http/context';
import { jsonBodyProblem } from '../../http/validate';
import { headerToken } from '../../http/auth';
import { tokenMatches } from '../../security/secrets';
import { storyNotFound } from './storyblok-errors';
import { findStory, publishStory, updateDraft } from './story-repository';
import { managementStory } from './story-serializer';

// A small part of Storyblok's management API (space `local`): read a story, change its
// draft, publish it. Enough for editors and tests to stage a change and then release it.
const BASE = '/v1/spaces/local/stories';

const idParam = z
  .string()
  .regex(/^\d{1,9}$/, 'story id must be a number')
  .transform(Number);

const blockSchema = z.looseObject({
  component: z.string().trim().min(1, 'content.component is required'),
  _uid: z.string().optional(),
});

const updateSchema = z.strictObject({
  story: z.looseObject({
    name: z.string().trim().min(1).max(255).optional(),
    content: blockSchema.optional(),
  }),
  publish: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
    .optional(),
});

const fail = (c: Context, status: 422, error: string) => c.json({ error }, status);

export function managementRoutes(services: Services): Hono<AppEnv> {
  const { config, database } = services;
  const app = new Hono<AppEnv>();

  app.use(`${BASE}/*`, async (c, next) => {
    if (
      !tokenMatches(headerToken(c.req.header('authorization')), config.CONTENT_MANAGEMENT_TOKEN)
    ) {
      return c.json(
        { error: 'Unauthorized: send the management token in the Authorization header' },
        401,
      );
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.get(`${BASE}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return storyNotFound(c);
    const row = await findStory(database.db, { by: 'id', value: id.data });
    return row ? c.json({ story: managementStory(row) }) : storyNotFound(c);
  });

  app.put(`${BASE}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return storyNotFound(c);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return fail(
        c,
        422,
        'The body must be JSON: { "story": { "name"?, "content"? }, "publish"? }',
      );
    }
    const problem = jsonBodyProblem(body);
    if (problem) return fail(c, 422, `${problem.field}: ${problem.message}`);
    const parsed = updateSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(
        c,
        422,
        issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'Invalid body',
      );
    }
    const { story, publish } = parsed.data;
    let row = await updateDraft(database.db, id.data, { name: story.name, content: story.content });
    if (row && (publish === 1 || publish === '1' || publish === true))
      row = await publishStory(database.db, id.data);
    return row ? c.json({ story: managementStory(row) }) : storyNotFound(c);
  });

  app.post(`${BASE}/:id/publish`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return storyNotFound(c);
    const row = await publishStory(database.db, id.data);
    return row ? c.json({ story: managementStory(row) }) : storyNotFound(c);
  });

  return app;
}

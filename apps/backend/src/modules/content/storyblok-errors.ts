import type { Context } from 'hono';

// The delivery API's error bodies, as storyblok-js-client reads them: a 401 carries
// `{ error }`, a 404 a one-item list, a bad parameter `{ error }` with 422.

export function unauthorizedStory(c: Context, message = 'Unauthorized') {
  return c.json({ error: message }, 401);
}

export function storyNotFound(c: Context) {
  return c.json(['This record could not be found'], 404);
}

export function invalidParameter(c: Context, message: string) {
  return c.json({ error: message }, 422);
}

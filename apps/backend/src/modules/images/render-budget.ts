import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';

/**
 * The per-address limit on picture variants made (behaviour.md#security): a variant already
 * made is served from memory to anyone, but making one is sharp work of 0.1–1 s, so one
 * address may have IMAGE_RENDER_LIMIT_PER_ADDRESS made per IMAGE_RENDER_WINDOW_SECONDS. Its
 * answer is null when the render may go ahead, or the 429 to send instead.
 */
export function renderBudget(services: Services) {
  const { config, rateLimiter } = services;
  return async (c: Context<AppEnv>): Promise<Response | null> => {
    const { count, retryAfter } = await rateLimiter.hit(
      `image-render:${c.get('clientAddress')}`,
      config.IMAGE_RENDER_WINDOW_SECONDS,
    );
    if (count <= config.IMAGE_RENDER_LIMIT_PER_ADDRESS) return null;
    const title = 'Too many new picture sizes from this address: try again shortly';
    return c.json({ status: 429, title, message: title, requestId: c.get('requestId') }, 429, {
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfter),
    });
  };
}

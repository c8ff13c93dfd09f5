import type { MiddlewareHandler } from 'hono';

/** Customer, cart and order answers are private: no shared or browser cache may keep them. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

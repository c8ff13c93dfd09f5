import { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { deliveryRoutes } from './delivery-routes';
import { editorBridgeRoutes } from './editor-bridge';
import { managementRoutes } from './management-routes';

/**
 * Storyblok-compatible content: delivery under /v2/cdn, management under /v1/spaces/local,
 * and, for a draft-mode storefront only (STAGING), a stand-in for the Visual Editor's bridge
 * script under /f: it takes messages from any origin, so no public site may load it.
 */
export function contentRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', deliveryRoutes(services));
  app.route('/', managementRoutes(services));
  if (services.config.STAGING) app.route('/', editorBridgeRoutes());
  return app;
}

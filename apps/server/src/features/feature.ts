import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
} from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ProviderRegistry } from '../lib/provider-status';
import type { AuthHooks } from '../plugins/auth';

/**
 * What every `create<Name>Feature(deps)` receives; a feature's deps add the
 * services it uses from other features.
 */
export type FeatureDeps = {
  config: Config;
  db: Db;
  auth: AuthHooks;
  log: FastifyBaseLogger;
  /** Where each live provider reports its health, for `/health`. */
  providers: ProviderRegistry;
};

/**
 * What every `create<Name>Feature(deps)` returns, next to the services it
 * lends to other features.
 */
export type Feature = {
  /** Registers the feature's routes, rate limits and start/stop hooks. */
  routes: FastifyPluginAsync;
};

/**
 * A feature's routes plugin. It runs in the app's own context, so its
 * start/stop hooks are the app's; each route plugin it registers keeps its
 * own encapsulated context.
 */
export function featureRoutes(
  register: (app: FastifyInstance) => Promise<void>,
): FastifyPluginAsync {
  return fp(async (app) => register(app));
}

/** The routes of a feature that only registers route plugins, in order. */
export function routePlugins(
  ...plugins: FastifyPluginAsyncZod[]
): FastifyPluginAsync {
  return featureRoutes(async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  });
}

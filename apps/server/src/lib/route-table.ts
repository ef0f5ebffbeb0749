import type { FastifyInstance, FastifySchema } from 'fastify';

/** One registered method + path, with the zod schemas it validates against. */
type RouteEntry = {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** An answer that stays open (server-sent events): never ends by itself. */
  stream: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route whose answer stays open, so generated probes can tell. */
    stream?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered on the app (HEAD twins left out). */
    routeTable: RouteEntry[];
  }
}

/** Records routes as they are registered; call before registering any. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        schema: route.schema,
        stream: route.config?.stream === true,
      });
    }
  });
}

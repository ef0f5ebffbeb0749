import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import { appCaller } from './app-caller';
import { registerPlanResources } from './mcp.resources';
import type { Links } from './mcp.tool';
import { registerTools } from './mcp.tools';

const INSTRUCTIONS =
  'Weekend Planner plans weekends around Denver. Search activities, check the weather, then create a draft plan, finalize it with activities at dates and times, and adjust or share it. Every answer links to the web app.';

/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP, stateless (a new
 * server and transport per request), so any API process can answer any call.
 */
export function mcpRoutes(deps: {
  auth: AuthHooks;
  publicUrl: () => string;
  version: string;
}): FastifyPluginAsyncZod {
  const page = (path: string) => `${deps.publicUrl()}${path}`;
  const links: Links = {
    page,
    activity: (id) => page(`/activity/${id}`),
    draft: (id) => page(`/plan/${id}`),
    plan: (id) => page(`/my-plans?planId=${id}`),
  };
  return async (app) => {
    app.post(
      '/mcp',
      signedIn(deps.auth)({ hide: true }),
      async (request, reply) => {
        const server = new McpServer(
          { name: 'weekend-planner', version: deps.version },
          { instructions: INSTRUCTIONS },
        );
        const call = appCaller(app, request);
        registerTools(server, call, links);
        registerPlanResources(server, call, links);
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        reply.hijack();
        await transport.handleRequest(request.raw, reply.raw, request.body);
      },
    );

    // Stateless: no event stream to open and no session to end.
    for (const method of ['GET', 'DELETE'] as const) {
      app.route({
        ...signedIn(deps.auth)({ hide: true }),
        method,
        url: '/mcp',
        handler: async (_request, reply) =>
          reply
            .status(405)
            .header('allow', 'POST')
            .send({ detail: 'Send MCP requests with POST' }),
      });
    }
  };
}

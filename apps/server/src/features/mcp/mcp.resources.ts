import {
  ResourceTemplate,
  type McpServer,
} from '@modelcontextprotocol/sdk/server/mcp.js';

import type { AppCall } from './app-caller';
import type { Links } from './mcp.tool';

type Plan = { id: number; title: string; start_date: string; end_date: string };

/** The caller's scheduled plans, one resource each. */
export function registerPlanResources(
  server: McpServer,
  call: AppCall,
  links: Links,
) {
  server.registerResource(
    'plan',
    new ResourceTemplate('weekendplanner://plans/{planId}', {
      list: async () => ({
        resources: (await call<Plan[]>('GET', '/api/finalized-plans')).map(
          (plan) => ({
            uri: `weekendplanner://plans/${plan.id}`,
            name: plan.title,
            description: `${plan.start_date} to ${plan.end_date}: ${links.plan(plan.id)}`,
            mimeType: 'application/json',
          }),
        ),
      }),
    }),
    {
      title: 'My plans',
      description: 'A scheduled plan with its schedule',
      mimeType: 'application/json',
    },
    async (uri, { planId }) => {
      const plan = await call<Plan>(
        'GET',
        `/api/finalized-plans/${Number(planId)}`,
      );
      return {
        contents: [
          {
            uri: uri.href,
            mimeType: 'application/json',
            text: JSON.stringify({ ...plan, url: links.plan(plan.id) }),
          },
        ],
      };
    },
  );
}

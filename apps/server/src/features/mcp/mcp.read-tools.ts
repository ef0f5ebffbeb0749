import { addDays, dayDiff, METRO_CENTER, metroToday } from '@app/shared/metro';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

import { AppRefusal, type AppCall } from './app-caller';
import {
  define,
  id,
  isoDateSchema,
  withLink,
  type Draft,
  type Links,
  type Plan,
  type ToolRegistration,
} from './mcp.tool';

/** The tools that only read: search, activities, forecast, plans, saved lists, the weekend. */
export const readTools: ToolRegistration[] = [
  searchActivitiesTool,
  getActivityTool,
  getForecastTool,
  listPlansTool,
  getPlanTool,
  savedListTool({
    name: 'list_favorites',
    title: 'List favorites',
    description: 'My favorite activities.',
    path: '/api/favorites',
  }),
  savedListTool({
    name: 'list_bucket_list',
    title: 'List the bucket list',
    description:
      'Activities on my bucket list, with priority and target season.',
    path: '/api/bucket-list',
  }),
  whatsOnThisWeekendTool,
];

function searchActivitiesTool(server: McpServer, call: AppCall, links: Links) {
  define(
    server,
    'search_activities',
    {
      title: 'Search activities',
      description:
        "Find places and things to do around Denver from a request in plain words, e.g. 'craft beer in RiNo' or 'rainy day ideas for kids'.",
      write: false,
      input: {
        query: z.string().min(1).max(300),
        limit: z.number().int().min(1).max(50).optional(),
      },
    },
    async ({ query, limit }) => {
      const found = await call<{
        results: Array<{ id: number }>;
        search_summary: string;
      }>('POST', '/api/ai/search', { query, limit: limit ?? 10 });
      return {
        text: found.search_summary,
        data: found.results.map((r) => withLink(r, links.activity)),
      };
    },
  );
}

function getActivityTool(server: McpServer, call: AppCall, links: Links) {
  define(
    server,
    'get_activity',
    {
      title: 'Get an activity',
      description:
        'Everything known about one activity: address, hours, price, rating.',
      write: false,
      input: { activity_id: id },
    },
    async ({ activity_id }) => ({
      data: withLink(
        await call<{ id: number }>('GET', `/api/activities/${activity_id}`),
        links.activity,
      ),
    }),
  );
}

function getForecastTool(server: McpServer, call: AppCall) {
  define(
    server,
    'get_forecast',
    {
      title: 'Weather forecast',
      description:
        'The weather for dates within the next 7 days around Denver (or at lat/lng). Beyond the forecast range it is an estimate from climate normals, marked is_estimate.',
      write: false,
      input: {
        start_date: isoDateSchema,
        end_date: isoDateSchema.optional(),
        lat: z.number().min(-90).max(90).optional(),
        lng: z.number().min(-180).max(180).optional(),
      },
    },
    async ({ start_date, end_date, lat, lng }) => {
      const today = metroToday();
      const last = end_date ?? start_date;
      if (last < start_date)
        throw new AppRefusal('end_date is before start_date');
      const days = Math.min(7, Math.max(1, dayDiff(today, last) + 1));
      const place = {
        lat: lat ?? METRO_CENTER.lat,
        lng: lng ?? METRO_CENTER.lng,
      };
      const weather = await call<{
        is_estimate: boolean;
        source: string;
        forecast: Array<{ date: string }>;
      }>('GET', `/api/weather?lat=${place.lat}&lng=${place.lng}&days=${days}`);
      const wanted = weather.forecast.filter(
        (d) => d.date >= start_date && d.date <= last,
      );
      return {
        text:
          wanted.length === 0
            ? `No forecast yet for ${start_date}; the forecast reaches ${addDays(today, 6)}.`
            : undefined,
        data: {
          is_estimate: weather.is_estimate,
          source: weather.source,
          days: wanted,
        },
      };
    },
  );
}

function listPlansTool(server: McpServer, call: AppCall, links: Links) {
  define(
    server,
    'list_plans',
    {
      title: 'List my plans',
      description:
        'My scheduled plans (with their dates and activity counts) and my drafts.',
      write: false,
      input: {},
    },
    async () => {
      const [scheduledPlans, drafts] = await Promise.all([
        call<
          Array<
            Plan & {
              start_date: string;
              end_date: string;
              status: string;
              selected_activities: unknown[];
            }
          >
        >('GET', '/api/finalized-plans'),
        call<Draft[]>('GET', '/api/plans'),
      ]);
      return {
        data: {
          scheduled: scheduledPlans.map(({ selected_activities, ...p }) => ({
            ...withLink(p, links.plan),
            activity_count: selected_activities.length,
          })),
          drafts: drafts.map((d) => withLink(d, links.draft)),
        },
      };
    },
  );
}

function getPlanTool(server: McpServer, call: AppCall, links: Links) {
  define(
    server,
    'get_plan',
    {
      title: 'Get a plan',
      description:
        "A scheduled plan with its day-by-day schedule (each item's id, date and time), or with draft: true a draft and its suggested activities.",
      write: false,
      input: { plan_id: id, draft: z.boolean().optional() },
    },
    async ({ plan_id, draft }) =>
      draft
        ? {
            data: withLink(
              await call<Draft>('GET', `/api/plans/${plan_id}`),
              links.draft,
            ),
          }
        : {
            data: withLink(
              await call<Plan>('GET', `/api/finalized-plans/${plan_id}`),
              links.plan,
            ),
          },
  );
}

/** A tool that takes nothing and answers one of my saved lists as the API serves it at `path`. */
function savedListTool(tool: {
  name: string;
  title: string;
  description: string;
  path: string;
}): ToolRegistration {
  return (server, call) =>
    define(
      server,
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        write: false,
        input: {},
      },
      async () => ({ data: await call('GET', tool.path) }),
    );
}

function whatsOnThisWeekendTool(server: McpServer, call: AppCall) {
  define(
    server,
    'whats_on_this_weekend',
    {
      title: "What's on this weekend",
      description:
        'The coming weekend in Denver: events, the weather and what suits it, optionally for given dates.',
      write: false,
      input: { dates: z.array(isoDateSchema).max(3).optional() },
    },
    async ({ dates }) => ({
      data: await call(
        'POST',
        '/api/ai-intelligence/insights/weekend-intelligence',
        {
          dates: dates ?? [],
        },
      ),
    }),
  );
}

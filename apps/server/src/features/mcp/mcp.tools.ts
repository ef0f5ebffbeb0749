import { addDays, dayDiff, METRO_CENTER, metroToday } from '@app/shared/metro';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

import { AppRefusal, type AppCall } from './app-caller';

/** Where an answer points in the web app. */
export type Links = {
  activity: (id: number) => string;
  draft: (id: number) => string;
  plan: (id: number) => string;
  page: (path: string) => string;
};

type Result = { text?: string; data: unknown };

const id = z.number().int().positive();
// The shape only: the API behind each tool checks the day itself.
const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-05');
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 14:30');

const scheduled = z.object({
  activity_id: id,
  date: isoDateSchema.describe('YYYY-MM-DD, within the plan'),
  time: time.optional().describe('HH:MM, 24-hour, in Denver time'),
});

/** Registers one tool whose answer is JSON text; refusals come back as tool errors. */
function define<S extends z.ZodRawShape>(
  server: McpServer,
  name: string,
  config: { title: string; description: string; write: boolean; input: S },
  run: (args: z.infer<z.ZodObject<S>>) => Promise<Result>,
) {
  server.registerTool(
    name,
    {
      title: config.title,
      description: config.description,
      inputSchema: config.input,
      annotations: { readOnlyHint: !config.write, openWorldHint: false },
    },
    // The SDK's callback type cannot follow a generic shape.
    (async (args: z.infer<z.ZodObject<S>>) => {
      try {
        const { text, data } = await run(args);
        const json = JSON.stringify(data, null, 2);
        return {
          content: [{ type: 'text', text: text ? `${text}\n\n${json}` : json }],
        };
      } catch (error) {
        if (!(error instanceof AppRefusal)) throw error;
        return {
          isError: true,
          content: [{ type: 'text', text: error.message }],
        };
      }
    }) as never,
  );
}

type Draft = { id: number; days: string[]; title: string };
type Plan = { id: number; title: string };

/** Every tool: each calls the app's own API as the caller. */
export function registerTools(server: McpServer, call: AppCall, links: Links) {
  const withLink = <T extends { id: number }>(
    row: T,
    link: (id: number) => string,
  ) => ({
    ...row,
    url: link(row.id),
  });

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

  define(
    server,
    'list_favorites',
    {
      title: 'List favorites',
      description: 'My favorite activities.',
      write: false,
      input: {},
    },
    async () => ({ data: await call('GET', '/api/favorites') }),
  );

  define(
    server,
    'list_bucket_list',
    {
      title: 'List the bucket list',
      description:
        'Activities on my bucket list, with priority and target season.',
      write: false,
      input: {},
    },
    async () => ({ data: await call('GET', '/api/bucket-list') }),
  );

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

  define(
    server,
    'create_plan',
    {
      title: 'Create a plan',
      description:
        'Start a draft plan for dates from a request in plain words; answers the draft with suggested activities and search matches for the request. Finalize it with finalize_plan.',
      write: true,
      input: {
        request: z.string().min(1).max(2000),
        start_date: isoDateSchema,
        end_date: isoDateSchema.optional(),
        title: z.string().min(1).max(200).optional(),
      },
    },
    async ({ request, start_date, end_date, title }) => {
      const last = end_date ?? start_date;
      if (last < start_date)
        throw new AppRefusal('end_date is before start_date');
      const days = Array.from(
        { length: dayDiff(start_date, last) + 1 },
        (_, i) => addDays(start_date, i),
      );
      const created = await call<{ id: number }>('POST', '/api/plans', {
        title: title ?? request.slice(0, 200),
        days,
        location: { lat: METRO_CENTER.lat, lng: METRO_CENTER.lng },
        ai_prompt: request,
      });
      const matches = await call<{ results: Array<{ id: number }> }>(
        'POST',
        '/api/ai/search',
        { query: request.slice(0, 300), limit: 8 },
      );
      return {
        text: `Draft ${created.id} created: ${links.draft(created.id)}`,
        data: {
          draft: withLink(
            await call<Draft>('GET', `/api/plans/${created.id}`),
            links.draft,
          ),
          matches: matches.results.map((r) => withLink(r, links.activity)),
        },
      };
    },
  );

  define(
    server,
    'finalize_plan',
    {
      title: 'Finalize a draft',
      description:
        'Turn a draft into a scheduled plan with the chosen activities at their dates and times.',
      write: true,
      input: {
        draft_id: id,
        activities: z.array(scheduled).min(1).max(100),
        title: z.string().min(1).max(200).optional(),
      },
    },
    async ({ draft_id, activities, title }) => {
      const draft = await call<Draft>('GET', `/api/plans/${draft_id}`);
      const plan = await call<Plan>('POST', '/api/finalized-plans', {
        plan_id: draft_id,
        title: title ?? draft.title,
        start_date: draft.days[0],
        end_date: draft.days[draft.days.length - 1],
        selected_activities: activities.map((a) => ({
          activity_id: a.activity_id,
          planned_date: a.date,
          planned_time: a.time ?? null,
        })),
      });
      return {
        text: `Scheduled: ${links.plan(plan.id)}`,
        data: withLink(plan, links.plan),
      };
    },
  );

  define(
    server,
    'add_to_plan',
    {
      title: 'Add an activity to a plan',
      description: 'Add an activity to a scheduled plan on a date, at a time.',
      write: true,
      input: { plan_id: id, ...scheduled.shape },
    },
    async ({ plan_id, activity_id, date, time: at }) => ({
      data: await call('POST', `/api/finalized-plans/${plan_id}/activities`, {
        activity_id,
        planned_date: date,
        planned_time: at ?? null,
      }),
    }),
  );

  define(
    server,
    'move_plan_item',
    {
      title: 'Move a plan item',
      description:
        'Move an item of a scheduled plan (its id from get_plan) to another date or time.',
      write: true,
      input: {
        plan_id: id,
        item_id: id,
        date: isoDateSchema.optional(),
        time: time.optional(),
      },
    },
    async ({ plan_id, item_id, date, time: at }) => ({
      data: await call(
        'PUT',
        `/api/finalized-plans/${plan_id}/activities/${item_id}`,
        {
          planned_date: date,
          planned_time: at,
        },
      ),
    }),
  );

  define(
    server,
    'remove_plan_item',
    {
      title: 'Remove a plan item',
      description:
        'Remove an item (its id from get_plan) from a scheduled plan.',
      write: true,
      input: { plan_id: id, item_id: id },
    },
    async ({ plan_id, item_id }) => ({
      data: await call(
        'DELETE',
        `/api/finalized-plans/${plan_id}/activities/${item_id}`,
      ),
    }),
  );

  define(
    server,
    'add_favorite',
    {
      title: 'Add a favorite',
      description: 'Save an activity to my favorites.',
      write: true,
      input: { activity_id: id },
    },
    async ({ activity_id }) => ({
      data: await call('POST', '/api/favorites', { activity_id }),
    }),
  );

  define(
    server,
    'add_to_bucket_list',
    {
      title: 'Add to the bucket list',
      description: 'Put an activity on my bucket list.',
      write: true,
      input: { activity_id: id, notes: z.string().max(500).optional() },
    },
    async ({ activity_id, notes }) => ({
      data: await call('POST', '/api/bucket-list', { activity_id, notes }),
    }),
  );

  define(
    server,
    'share_plan',
    {
      title: 'Share a plan',
      description:
        'A link anyone can open to see a scheduled plan (private items left out).',
      write: true,
      input: { plan_id: id },
    },
    async ({ plan_id }) => {
      const share = await call<{ path: string }>(
        'POST',
        `/api/finalized-plans/${plan_id}/share`,
      );
      const url = links.page(share.path);
      return { text: url, data: { ...share, url } };
    },
  );
}

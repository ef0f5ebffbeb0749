import { addDays, dayDiff, METRO_CENTER } from '@app/shared/metro';
import { versionTag } from '@app/shared/plan-live';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

import { AppRefusal, type AppCall } from './app-caller';
import {
  define,
  id,
  isoDateSchema,
  scheduled,
  time,
  withLink,
  type Draft,
  type Links,
  type Plan,
  type ToolRegistration,
} from './mcp.tool';

/** The version an item was read at (get_plan), so a change made since is not overwritten. */
const version = z.number().int().min(1);

/** The tools that change plans and saved lists; a read token is refused by the API behind each. */
export const writeTools: ToolRegistration[] = [
  createPlanTool,
  finalizePlanTool,
  addToPlanTool,
  movePlanItemTool,
  removePlanItemTool,
  addFavoriteTool,
  addToBucketListTool,
  sharePlanTool,
];

function createPlanTool(server: McpServer, call: AppCall, links: Links) {
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
}

function finalizePlanTool(server: McpServer, call: AppCall, links: Links) {
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
}

function addToPlanTool(server: McpServer, call: AppCall) {
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
}

function movePlanItemTool(server: McpServer, call: AppCall) {
  define(
    server,
    'move_plan_item',
    {
      title: 'Move a plan item',
      description:
        'Move an item of a scheduled plan (its id and version from get_plan) to another date or time. Refused when someone changed the item after that version: read the plan again.',
      write: true,
      input: {
        plan_id: id,
        item_id: id,
        version,
        date: isoDateSchema.optional(),
        time: time.optional(),
      },
    },
    async ({ plan_id, item_id, version: base, date, time: at }) => ({
      data: await call(
        'PUT',
        `/api/finalized-plans/${plan_id}/activities/${item_id}`,
        {
          planned_date: date,
          planned_time: at,
        },
        { 'if-match': versionTag(base) },
      ),
    }),
  );
}

function removePlanItemTool(server: McpServer, call: AppCall) {
  define(
    server,
    'remove_plan_item',
    {
      title: 'Remove a plan item',
      description:
        'Remove an item (its id and version from get_plan) from a scheduled plan. Refused when someone changed the item after that version.',
      write: true,
      input: { plan_id: id, item_id: id, version },
    },
    async ({ plan_id, item_id, version: base }) => ({
      data: await call(
        'DELETE',
        `/api/finalized-plans/${plan_id}/activities/${item_id}`,
        undefined,
        { 'if-match': versionTag(base) },
      ),
    }),
  );
}

function addFavoriteTool(server: McpServer, call: AppCall) {
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
}

function addToBucketListTool(server: McpServer, call: AppCall) {
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
}

function sharePlanTool(server: McpServer, call: AppCall, links: Links) {
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

import { addDays, metroToday } from '@app/shared/metro';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
type ToolAnswer = {
  isError?: boolean;
  content: Array<{ type: string; text: string }>;
};

async function tokenFor(
  t: TestApp,
  headers: Record<string, string>,
  scope: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/access-tokens',
    headers,
    payload: { name: 'Assistant', scope },
  });
  return res.json<{ id: number; token: string }>();
}

async function connect(base: string, token: string) {
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', base), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

async function use(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
) {
  return (await client.callTool({ name, arguments: args })) as ToolAnswer;
}

/** The JSON after the answer's first line of words, or the whole answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tool answers its own JSON shape
function dataOf(answer: ToolAnswer): any {
  const text = answer.content[0]!.text;
  const start = text.search(/^[[{]/m);
  return JSON.parse(text.slice(start));
}

describe('MCP at /mcp over HTTP', () => {
  let t: TestApp;
  let base: string;
  const saturday = (() => {
    let day = addDays(metroToday(), 1);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6)
      day = addDays(day, 1);
    return day;
  })();

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://planner.example' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('plans a Saturday through every tool', async () => {
    const owner = await createUser(t.db);
    const brewery = await createActivity(t.db, {
      name: 'Hop Yard Brewery',
      category: 'nightlife',
    });
    const museum = await createActivity(t.db, {
      name: 'Mountain Art Museum',
      category: 'arts',
    });
    const { token } = await tokenFor(t, owner.headers, 'read_write');
    const client = await connect(base, token);

    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name).sort();
    expect(names).toEqual(
      [
        'add_favorite',
        'add_to_bucket_list',
        'add_to_plan',
        'create_plan',
        'finalize_plan',
        'get_activity',
        'get_forecast',
        'get_plan',
        'list_bucket_list',
        'list_favorites',
        'list_plans',
        'move_plan_item',
        'remove_plan_item',
        'search_activities',
        'share_plan',
        'whats_on_this_weekend',
      ].sort(),
    );

    const search = await use(client, 'search_activities', { query: 'brewery' });
    expect(search.isError).toBeFalsy();
    expect(dataOf(search).map((a: { id: number }) => a.id)).toContain(
      brewery.id,
    );

    const activity = dataOf(
      await use(client, 'get_activity', { activity_id: museum.id }),
    );
    expect(activity.name).toBe('Mountain Art Museum');
    expect(activity.url).toBe(`https://planner.example/activity/${museum.id}`);

    const forecast = dataOf(
      await use(client, 'get_forecast', { start_date: metroToday() }),
    );
    expect(forecast.days).toHaveLength(1);

    const weekend = await use(client, 'whats_on_this_weekend');
    expect(weekend.isError).toBeFalsy();
    expect(dataOf(weekend)).toHaveProperty('weekend_insights');

    const created = await use(client, 'create_plan', {
      request: 'a relaxed Saturday with art and beer',
      start_date: saturday,
    });
    expect(created.isError).toBeFalsy();
    const draftId = dataOf(created).draft.id as number;
    expect(created.content[0]!.text).toContain(
      `https://planner.example/plan/${draftId}`,
    );

    const finalized = dataOf(
      await use(client, 'finalize_plan', {
        draft_id: draftId,
        activities: [{ activity_id: museum.id, date: saturday, time: '10:00' }],
      }),
    );
    const planId = finalized.id as number;
    expect(finalized.url).toBe(
      `https://planner.example/my-plans?planId=${planId}`,
    );

    const added = await use(client, 'add_to_plan', {
      plan_id: planId,
      activity_id: brewery.id,
      date: saturday,
      time: '16:00',
    });
    expect(added.isError).toBeFalsy();
    let plan = dataOf(await use(client, 'get_plan', { plan_id: planId }));
    const beer = plan.selected_activities.find(
      (item: { activity_id: number }) => item.activity_id === brewery.id,
    );
    expect(beer.planned_time).toBe('16:00');

    await use(client, 'move_plan_item', {
      plan_id: planId,
      item_id: beer.id,
      version: beer.version,
      time: '17:30',
    });
    plan = dataOf(await use(client, 'get_plan', { plan_id: planId }));
    expect(
      plan.selected_activities.map(
        (i: { planned_time: string }) => i.planned_time,
      ),
    ).toEqual(['10:00', '17:30']);

    await use(client, 'remove_plan_item', {
      plan_id: planId,
      item_id: beer.id,
      version: beer.version + 1,
    });
    plan = dataOf(await use(client, 'get_plan', { plan_id: planId }));
    expect(plan.selected_activities).toHaveLength(1);

    const plans = dataOf(await use(client, 'list_plans'));
    expect(plans.scheduled.map((p: { id: number }) => p.id)).toEqual([planId]);

    await use(client, 'add_favorite', { activity_id: brewery.id });
    await use(client, 'add_to_bucket_list', { activity_id: museum.id });
    const favorites = JSON.stringify(
      dataOf(await use(client, 'list_favorites')),
    );
    expect(favorites).toContain('Hop Yard Brewery');
    const bucket = JSON.stringify(
      dataOf(await use(client, 'list_bucket_list')),
    );
    expect(bucket).toContain('Mountain Art Museum');

    const shared = dataOf(await use(client, 'share_plan', { plan_id: planId }));
    expect(shared.url).toMatch(/^https:\/\/planner\.example\/shared/);

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      `weekendplanner://plans/${planId}`,
    ]);
    const read = await client.readResource({
      uri: `weekendplanner://plans/${planId}`,
    });
    expect(JSON.stringify(read.contents)).toContain('Mountain Art Museum');
    await client.close();
  });

  it('lists each tool with its inputs and whether it only reads', async () => {
    const owner = await createUser(t.db);
    const client = await connect(
      base,
      (await tokenFor(t, owner.headers, 'read')).token,
    );
    const { tools } = await client.listTools();
    const signatures = tools.map((tool) => {
      const required = new Set(tool.inputSchema.required ?? []);
      const args = Object.keys(tool.inputSchema.properties ?? {})
        .map((arg) => (required.has(arg) ? arg : `${arg}?`))
        .join(', ');
      const kind = tool.annotations?.readOnlyHint ? 'reads' : 'writes';
      return `${tool.name}(${args}) ${kind}`;
    });
    expect(signatures).toEqual([
      'search_activities(query, limit?) reads',
      'get_activity(activity_id) reads',
      'get_forecast(start_date, end_date?, lat?, lng?) reads',
      'list_plans() reads',
      'get_plan(plan_id, draft?) reads',
      'list_favorites() reads',
      'list_bucket_list() reads',
      'whats_on_this_weekend(dates?) reads',
      'create_plan(request, start_date, end_date?, title?) writes',
      'finalize_plan(draft_id, activities, title?) writes',
      'add_to_plan(plan_id, activity_id, date, time?) writes',
      'move_plan_item(plan_id, item_id, version, date?, time?) writes',
      'remove_plan_item(plan_id, item_id, version) writes',
      'add_favorite(activity_id) writes',
      'add_to_bucket_list(activity_id, notes?) writes',
      'share_plan(plan_id) writes',
    ]);
    expect(
      tools.every((tool) => tool.annotations?.openWorldHint === false),
    ).toBe(true);
    await client.close();
  });

  it('refuses writes with a read token and keeps users apart', async () => {
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    const museum = await createActivity(t.db);
    const ownerClient = await connect(
      base,
      (await tokenFor(t, owner.headers, 'read_write')).token,
    );
    await use(ownerClient, 'add_favorite', { activity_id: museum.id });
    const draft = dataOf(
      await use(ownerClient, 'create_plan', {
        request: 'museums',
        start_date: saturday,
      }),
    ).draft.id;
    await ownerClient.close();

    const reader = await connect(
      base,
      (await tokenFor(t, stranger.headers, 'read')).token,
    );
    const refused = await use(reader, 'add_favorite', {
      activity_id: museum.id,
    });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toMatch(/can only read/);
    expect(dataOf(await use(reader, 'list_favorites'))).toEqual([]);
    const theirs = await use(reader, 'get_plan', {
      plan_id: draft,
      draft: true,
    });
    expect(theirs.isError).toBe(true);
    await reader.close();
  });

  it('refuses a revoked or missing token', async () => {
    const owner = await createUser(t.db);
    const made = await tokenFor(t, owner.headers, 'read');
    const client = await connect(base, made.token);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/access-tokens/${made.id}`,
      headers: owner.headers,
    });
    await expect(client.listTools()).rejects.toThrow(/401|credentials/i);
    await expect(connect(base, 'wpat_not-a-real-token')).rejects.toThrow();
  });
});

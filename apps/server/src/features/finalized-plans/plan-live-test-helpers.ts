import { addDays, metroToday } from '@app/shared/metro';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import {
  invite,
  join,
  type TestUser,
} from '../group-plans/group-plans-test-helpers';
import { befriend } from '../social/social-test-helpers';

type Built = Awaited<ReturnType<typeof buildTestApp>>;
type Item = {
  id: number;
  version: number;
  notes: string | null;
  planned_time: string | null;
};

export const ITEMS = 5;
const WRITES = 20;

/** A plan with five activities, its owner and three editors who joined it. */
export async function coEditedPlan({ app, db }: Built) {
  const members = await Promise.all(
    ['Ann Owner', 'Ben Editor', 'Cat Editor', 'Dan Editor'].map((fullName) =>
      createUser(db, { fullName }),
    ),
  );
  const [owner, ...editors] = members as [TestUser, ...TestUser[]];
  const places = await Promise.all(
    Array.from({ length: ITEMS }, (_, i) =>
      createActivity(db, { name: `Stop ${i}` }),
    ),
  );
  const day = addDays(metroToday(), 7);
  const created = await app.inject({
    method: 'POST',
    url: '/api/finalized-plans',
    headers: owner.headers,
    payload: {
      title: 'Saturday together',
      start_date: day,
      end_date: day,
      selected_activities: places.map((p, i) => ({
        activity_id: p.id,
        planned_date: day,
        planned_time: `${10 + i}:00`,
      })),
    },
  });
  expect(created.statusCode).toBe(201);
  const plan = created.json() as { id: number; selected_activities: Item[] };
  for (const editor of editors) {
    await befriend(app, owner, editor);
    expect(
      (await invite(app, owner, plan.id, editor, 'editor')).statusCode,
    ).toBe(201);
    expect((await join(app, editor, plan.id)).statusCode).toBe(200);
  }
  return { owner, members, planId: plan.id, items: plan.selected_activities };
}

/** Write `w`: which member, which activity, which field and what value. */
function writeOf(w: number, members: TestUser[], items: Item[]) {
  // Ten activity-field slots, each written twice by two different members.
  const slot = w % (ITEMS * 2);
  const field = slot < ITEMS ? 'notes' : 'planned_time';
  const value =
    field === 'notes'
      ? `note from write ${w}`
      : `${12 + (w % 10)}:${w < 10 ? '15' : '45'}`;
  return {
    who: members[w % members.length]!,
    item: items[slot % ITEMS]!,
    field,
    value,
  } as const;
}

/**
 * Twenty writes at once from four members, each based on the version of the
 * activity they all loaded, spread over `nodes` (API processes). Checks that
 * each answer is a 200 or a 409, that every acknowledged change is in the
 * plan afterwards, that a refusal carries the plan as it is and names who
 * got there first, and that versions counted every change and nothing else.
 */
export async function assertNoLostEdits(
  nodes: FastifyInstance[],
  fixture: Awaited<ReturnType<typeof coEditedPlan>>,
) {
  const { members, planId, items, owner } = fixture;
  const writes = Array.from({ length: WRITES }, (_, w) =>
    writeOf(w, members, items),
  );
  const answers = await Promise.all(
    writes.map((write, w) =>
      nodes[w % nodes.length]!.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${planId}/activities/${write.item.id}`,
        headers: {
          ...write.who.headers,
          'if-match': `"${write.item.version}"`,
        },
        payload: { [write.field]: write.value },
      }),
    ),
  );
  expect(
    answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 409),
  ).toEqual([]);

  const final = (
    await nodes[0]!.inject({
      url: `/api/finalized-plans/${planId}`,
      headers: owner.headers,
    })
  ).json() as { version: number; selected_activities: Item[] };
  const now = (id: number) =>
    final.selected_activities.find((i) => i.id === id)!;
  const acknowledged = writes.filter((_, w) => answers[w]!.statusCode === 200);
  for (const write of acknowledged) {
    expect(
      now(write.item.id)[write.field],
      `write to ${write.field} of ${write.item.id}`,
    ).toBe(write.value);
  }
  for (const [w, answer] of answers.entries()) {
    if (answer.statusCode !== 409) continue;
    const body = answer.json();
    const { item, field } = writes[w]!;
    expect(body.conflicts).toEqual([
      expect.objectContaining({
        item_id: item.id,
        field,
        theirs: now(item.id)[field],
      }),
    ]);
    expect(body.conflicts[0].changed_by.display_name).toMatch(
      / (Owner|Editor)$/,
    );
    expect(body.current.selected_activities).toHaveLength(ITEMS);
  }
  // Every slot's first write wins, the other is refused: edits to the other
  // field of the same activity and to other activities all survive.
  expect(acknowledged).toHaveLength(ITEMS * 2);
  for (const item of items) {
    const changes = acknowledged.filter(
      (write) => write.item.id === item.id,
    ).length;
    expect(now(item.id).version).toBe(item.version + changes);
  }
  expect(final.version).toBe(1 + acknowledged.length);
}

/** Reads a notification stream's events as `name data` lines. */
export async function streamEvents(
  url: string,
  headers: Record<string, string>,
) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/notifications/stream`, {
    headers,
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: string[] = [];
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      for (const block of blocks) {
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name) events.push(`${name} ${data}`);
      }
    }
  })().catch(() => undefined);
  await expect.poll(() => events[0]).toBe('ready {}');
  return { events, close: () => (controller.abort(), pump) };
}

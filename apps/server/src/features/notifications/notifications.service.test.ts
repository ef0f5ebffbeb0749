import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { notifications as notificationsTable, plans } from '../../db/schema';
import { createLocalBus } from '../../lib/notification-bus';
import { createOutboxMailer } from '../../providers/mail/mailer';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import { MAX_STREAMS_PER_USER } from './notification-stream.routes';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';
import { sendDueReminders } from './plan-reminders';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('notification events outside requests', () => {
  let t: App;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  const log = Fastify({ logger: false }).log;
  const worker = () =>
    createNotificationsService({
      db: t.db,
      repository: createNotificationsRepository(),
      bus: createLocalBus(),
      mailer: createOutboxMailer(t.db, log),
      log,
    });
  const typesFor = async (userId: number) =>
    (
      await t.db
        .select()
        .from(notificationsTable)
        .where(eq(notificationsTable.userId, userId))
    ).map((n) => n.type);

  it('plan_reminder fires once on the evening before, even with two workers at once', async () => {
    const owner = await createUser(t.db);
    const [plan] = await t.db
      .insert(plans)
      .values({
        userId: owner.user.id,
        kind: 'finalized',
        title: 'Ski trip',
        startDate: '2026-12-05',
        endDate: '2026-12-06',
      })
      .returning();
    // 18:30 in Denver (UTC-7) on the day before.
    const evening = new Date('2026-12-05T01:30:00Z');
    const afternoon = new Date('2026-12-04T22:00:00Z');
    expect(await sendDueReminders(t.db, worker(), afternoon)).toBe(0);
    const [first, second] = await Promise.all([
      sendDueReminders(t.db, worker(), evening),
      sendDueReminders(t.db, worker(), evening),
    ]);
    expect(first + second).toBe(1);
    expect(await sendDueReminders(t.db, worker(), evening)).toBe(0);
    const rows = await t.db
      .select()
      .from(notificationsTable)
      .where(eq(notificationsTable.userId, owner.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'plan_reminder',
      actionUrl: `/my-plans?planId=${plan!.id}`,
    });
  });

  it('premium_upgrade reaches the account by e-mail address', async () => {
    const user = await createUser(t.db);
    const service = worker();
    expect(
      await service.notifyEmail(user.user.email.toUpperCase(), {
        type: 'premium_upgrade',
        title: 'Welcome to Premium',
        message: 'm',
      }),
    ).toBe(true);
    expect(
      await service.notifyEmail(
        `nobody-${randomBytes(3).toString('hex')}@example.com`,
        { type: 'premium_upgrade', title: 't', message: 'm' },
      ),
    ).toBe(false);
    expect(await typesFor(user.user.id)).toEqual(['premium_upgrade']);
  });

  it('system_announcement reaches everyone who allows in-app notifications', async () => {
    const on = await createUser(t.db);
    const off = await createUser(t.db);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: off.headers,
      payload: { app_notifications_enabled: false },
    });
    await worker().fanOut('everyone', {
      type: 'system_announcement',
      title: 'Maintenance',
      message: 'Tonight 2-3 am',
    });
    expect(await typesFor(on.user.id)).toEqual(['system_announcement']);
    expect(await typesFor(off.user.id)).toEqual([]);
  });

  it('pushes a server-sent event to the open stream within a second', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/notifications/stream`, {
      headers: b.headers,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain(
      "default-src 'none'",
    );
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value);
      }
    };
    await readUntil('event: ready');
    const started = Date.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/social/friends/requests',
      headers: a.headers,
      payload: { user_id: b.user.id },
    });
    await readUntil('event: notification');
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
    const anonymous = await fetch(`${address}/api/notifications/stream`);
    expect(anonymous.status).toBe(401);
  });

  it('keeps at most five streams per user, closing the oldest', async () => {
    const user = await createUser(t.db);
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const readers = [];
    for (let i = 0; i <= MAX_STREAMS_PER_USER; i += 1) {
      const res = await fetch(`${address}/api/notifications/stream`, {
        headers: user.headers,
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      await reader.read();
      readers.push(reader);
    }
    let ended = false;
    while (!ended) ended = (await readers[0]!.read()).done;
    expect(ended).toBe(true);
    const newest = readers.at(-1)!.read();
    const still = await Promise.race([
      newest.then(() => 'data'),
      new Promise((resolve) => setImmediate(() => resolve('open'))),
    ]);
    expect(still).toBe('open');
    controller.abort();
  });
});

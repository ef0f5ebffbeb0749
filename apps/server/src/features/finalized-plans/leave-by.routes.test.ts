import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { addDays, metroToday } from '@app/shared/metro';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { createLocalBus } from '../../lib/notification-bus';
import { createOutboxMailer } from '../../providers/mail/mailer';
import { createOsrmRouter } from '../../providers/routing/osrm';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { notificationsOf } from '../group-plans/group-plans-test-helpers';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createNotificationsService } from '../notifications/notifications.service';
import { createPreferencesRepository } from '../preferences/preferences.repository';
import { createPreferencesService } from '../preferences/preferences.service';

import { createFinalizedPlansRepository } from './finalized-plans.repository';
import { sendDueLeaveBy } from './leave-by-reminders';
import { createLeaveByRepository } from './leave-by.repository';
import { createLeaveByService } from './leave-by.service';

let delayMs = 0;
const asked: string[] = [];
/** OSRM's route answer: 1,260 s (21 min) for any pair, after `delayMs`. */
const osrm = createServer((req, res) => {
  asked.push(req.url ?? '');
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        code: 'Ok',
        routes: [
          {
            legs: [
              {
                steps: [],
                summary: '',
                weight: 1300.2,
                duration: 1260,
                distance: 15012.4,
              },
            ],
            weight_name: 'routability',
            weight: 1300.2,
            duration: 1260,
            distance: 15012.4,
          },
        ],
        waypoints: [
          {
            hint: 'x',
            distance: 4.2,
            name: 'Colfax Avenue',
            location: [-104.99, 39.74],
          },
          {
            hint: 'y',
            distance: 2.1,
            name: 'Larimer Street',
            location: [-104.98, 39.75],
          },
        ],
      }),
    );
  }, delayMs);
});
await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
const osrmUrl = `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => osrm.close(() => resolve())));

type Built = Awaited<ReturnType<typeof buildTestApp>>;

/** Tomorrow's plan: a 10:00 stop far from downtown and a 14:00 stop next to the first. */
async function dayPlan({ app, db }: Built) {
  const owner = await createUser(db);
  const [museum, cafe] = await Promise.all([
    createActivity(db, { name: 'Museum', latitude: 39.8, longitude: -105.05 }),
    createActivity(db, { name: 'Cafe', latitude: 39.801, longitude: -105.05 }),
  ]);
  const day = addDays(metroToday(), 1);
  const plan = (
    await app.inject({
      method: 'POST',
      url: '/api/finalized-plans',
      headers: owner.headers,
      payload: {
        title: 'Saturday',
        start_date: day,
        end_date: day,
        selected_activities: [
          { activity_id: museum.id, planned_date: day, planned_time: '10:00' },
          { activity_id: cafe.id, planned_date: day, planned_time: '14:00' },
        ],
      },
    })
  ).json();
  const home = (name = 'Home') =>
    app.inject({
      method: 'PUT',
      url: '/api/home-area',
      headers: owner.headers,
      payload: { name, latitude: 39.7392, longitude: -104.9903 },
    });
  const leaveBy = async () =>
    (
      await app.inject({
        url: `/api/finalized-plans/${plan.id}/leave-by`,
        headers: owner.headers,
      })
    ).json();
  return { owner, plan, day, home, leaveBy };
}

describe('leave-by times with our own estimate', async () => {
  const built = await buildTestApp();
  const { app } = built;

  it('counts the first stop from home and the next from the previous stop', async () => {
    const p = await dayPlan(built);
    expect((await p.leaveBy()).items).toHaveLength(1);
    expect((await p.home()).json()).toMatchObject({ name: 'Home' });
    const { home_area, items } = await p.leaveBy();
    expect(home_area).toMatchObject({ name: 'Home' });
    const [first, second] = items;
    expect(first).toMatchObject({
      from: 'home',
      from_name: 'Home',
      source: 'estimate',
      place_name: 'Museum',
    });
    expect(new Date(first.leave_at).getTime()).toBeLessThan(
      new Date(`${p.day}T10:00:00-07:00`).getTime() + 3_600_000,
    );
    expect(second).toMatchObject({
      from: 'previous_stop',
      from_name: 'Museum',
      source: 'estimate',
    });
    expect(second.travel_minutes).toBeLessThan(first.travel_minutes);

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/home-area',
      headers: p.owner.headers,
      payload: { name: '', latitude: 200, longitude: 0 },
    });
    expect(bad.statusCode).toBe(422);
    expect((await p.leaveBy()).home_area).toMatchObject({ latitude: 39.7392 });
  });
});

describe('leave-by reminders', async () => {
  const built = await buildTestApp();
  const { app, db } = built;

  it('sends each reminder once with two workers racing, within preferences', async () => {
    const p = await dayPlan(built);
    await p.home();
    const log = Fastify({ logger: false }).log;
    /** One process's reminder stack, built apart as a second process would. */
    const worker = () => {
      const notifications = createNotificationsService({
        db,
        repository: createNotificationsRepository(),
        bus: createLocalBus(),
        mailer: createOutboxMailer(db, log),
        log,
      });
      const repo = createLeaveByRepository();
      const leaveBy = createLeaveByService({
        db,
        repo,
        plans: createFinalizedPlansRepository(),
        preferences: createPreferencesService({
          db,
          repo: createPreferencesRepository(),
        }),
      });
      return { db, repo, leaveBy, notifications };
    };
    const [first] = (await p.leaveBy()).items;
    const leaveAt = new Date(first.leave_at).getTime();
    expect(
      await sendDueLeaveBy(worker(), new Date(leaveAt - 20 * 60_000)),
    ).toBe(0);
    const due = new Date(leaveAt - 10 * 60_000);
    const sent = await Promise.all([
      sendDueLeaveBy(worker(), due),
      sendDueLeaveBy(worker(), due),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await sendDueLeaveBy(worker(), due)).toBe(0);
    const reminders = await notificationsOf(app, p.owner, 'plan_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toMatch(
      /^Leave by \d{1,2}:\d{2} [AP]M for Museum: about \d+ min from Home \(estimate\)\.$/,
    );

    // In-app notifications off: the reminder is claimed but not shown.
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: p.owner.headers,
      payload: { app_notifications_enabled: false },
    });
    const [, second] = (await p.leaveBy()).items;
    expect(
      await sendDueLeaveBy(
        worker(),
        new Date(new Date(second.leave_at).getTime() - 60_000),
      ),
    ).toBe(1);
    expect(await notificationsOf(app, p.owner, 'plan_reminder')).toHaveLength(
      1,
    );
  });
});

describe('leave-by times with OSRM configured (fake server)', async () => {
  const built = await buildTestApp({ OSRM_URL: osrmUrl });

  it("uses the router's driving time", async () => {
    const p = await dayPlan(built);
    await p.home();
    asked.length = 0;
    const [first] = (await p.leaveBy()).items;
    expect(first).toMatchObject({ source: 'routing', travel_minutes: 21 });
    expect(asked[0]).toMatch(
      /^\/route\/v1\/driving\/-104\.990300,39\.739200;-105\.050000,39\.800000\?overview=false$/,
    );
  });

  it('gives up on a slow router within its bound', async () => {
    delayMs = 500;
    const route = createOsrmRouter({ baseUrl: osrmUrl, timeoutMs: 100 });
    const started = Date.now();
    expect(
      await route({ lat: 39.7, lng: -105 }, { lat: 39.8, lng: -105 }),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(400);
    delayMs = 0;
  });
});

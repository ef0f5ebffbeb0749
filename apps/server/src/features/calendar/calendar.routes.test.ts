import { addDays, metroToday } from '@app/shared/metro';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { calendarFeeds } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import {
  login,
  registerUser,
  STRONG_PASSWORD,
} from '../auth/auth.test-helpers';

describe('calendar export API', async () => {
  const { app, db } = await buildTestApp({
    PUBLIC_URL: 'https://planner.example',
    AUTH_RATE_LIMIT_LOGIN: '0',
  });
  const start = addDays(metroToday(), 3);

  async function planFor(headers: Record<string, string>, title: string) {
    const activity = await createActivity(db, { name: `${title} stop` });
    const res = await app.inject({
      method: 'POST',
      url: '/api/finalized-plans',
      headers,
      payload: {
        title,
        start_date: start,
        end_date: start,
        selected_activities: [
          {
            activity_id: activity.id,
            planned_date: start,
            planned_time: '09:00',
          },
        ],
      },
    });
    return res.json();
  }

  it('downloads a plan as an .ics attachment', async () => {
    const { headers } = await createUser(db);
    const plan = await planFor(headers, 'Museum Saturday');
    for (const base of ['/finalized-plans', '/api/finalized-plans']) {
      const res = await app.inject({
        url: `${base}/${plan.id}/calendar.ics`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/calendar');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="museum-saturday.ics"',
      );
      expect(res.body).toContain('SUMMARY:Museum Saturday stop');
      expect(res.body).toContain(
        `DTSTART;TZID=America/Denver:${start.replace(/-/g, '')}T090000`,
      );
    }
    const anon = await app.inject({
      url: `/api/finalized-plans/${plan.id}/calendar.ics`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('serves a per-user feed by secret token and rotates it', async () => {
    const { headers } = await createUser(db);
    const other = await createUser(db);
    await planFor(headers, 'Mine');
    await planFor(other.headers, 'Theirs');
    const feed = (
      await app.inject({
        url: '/api/calendar/feed',
        // Absolute links never follow the Host header.
        headers: { ...headers, host: 'evil.example' },
      })
    ).json();
    expect(feed.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(feed.url).toBe(
      `https://planner.example/api/calendar/${feed.token}.ics`,
    );
    const again = (
      await app.inject({ url: '/api/calendar/feed', headers })
    ).json();
    expect(again.token).toBe(feed.token);

    const ics = await app.inject({ url: `/api/calendar/${feed.token}.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('SUMMARY:Mine stop');
    expect(ics.body).not.toContain('Theirs');

    const rotated = (
      await app.inject({
        method: 'POST',
        url: '/api/calendar/feed/rotate',
        headers,
      })
    ).json();
    expect(rotated.token).not.toBe(feed.token);
    expect(
      (await app.inject({ url: `/api/calendar/${feed.token}.ics` })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/calendar/${rotated.token}.ics` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/calendar/nope.ics' })).statusCode,
    ).toBe(404);
  });

  it('gives the feed a new secret at "log out of all sessions", and only then', async () => {
    const feedOf = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/calendar/feed', headers })).json<{
        token: string;
      }>().token;
    const icsStatus = async (token: string) =>
      (await app.inject({ url: `/api/calendar/${token}.ics` })).statusCode;
    const logout = (headers: Record<string, string>, body?: object) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers,
        ...(body ? { payload: body } : {}),
      });

    const account = await registerUser(app);
    const first = await feedOf(account.headers);
    const oneSession = await logout(account.headers, {
      refresh_token: account.refresh_token,
    });
    expect(oneSession.statusCode).toBe(200);
    expect(await icsStatus(first)).toBe(200);

    const signedIn = (await login(app, account.email, STRONG_PASSWORD)).json<{
      access_token: string;
    }>();
    const headers = { authorization: `Bearer ${signedIn.access_token}` };
    expect(await feedOf(headers)).toBe(first);
    expect((await logout(headers)).statusCode).toBe(200);
    expect(await icsStatus(first)).toBe(404);
    const [row] = await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, account.user.id));
    expect(row!.token).not.toBe(first);
    expect(await icsStatus(row!.token)).toBe(200);
  });
});

import { addDays, metroToday } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

describe('calendar export API', async () => {
  const { app, db } = await buildTestApp({
    PUBLIC_URL: 'https://planner.example',
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
});

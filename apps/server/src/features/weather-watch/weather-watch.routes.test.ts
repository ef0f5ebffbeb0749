import { addDays, metroToday } from '@app/shared/metro';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { createLocalBus } from '../../lib/notification-bus';
import { createOutboxMailer } from '../../providers/mail/mailer';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { createActivitiesRepository } from '../activities/activities.repository';
import { createActivitiesService } from '../activities/activities.service';
import { notificationsOf } from '../group-plans/group-plans-test-helpers';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createNotificationsService } from '../notifications/notifications.service';
import { createPreferencesRepository } from '../preferences/preferences.repository';
import { createPreferencesService } from '../preferences/preferences.service';
import {
  evalForecast,
  type EvalWeather,
} from '../weekend-discovery/eval/forecasts';

import { sendWeatherAlerts } from './weather-watch';

const today = metroToday();
const tomorrow = addDays(today, 1);

describe('weather watch', async () => {
  const { app, db } = await buildTestApp();
  const log = Fastify({ logger: false }).log;
  /** One process's watch, under a fixed forecast. */
  const worker = (weather: EvalWeather) => ({
    db,
    activities: createActivitiesService({
      db,
      repo: createActivitiesRepository(),
    }),
    weather: { getForecast: async () => evalForecast(weather, today) },
    preferences: createPreferencesService({
      db,
      repo: createPreferencesRepository(),
    }),
    notifications: createNotificationsService({
      db,
      repository: createNotificationsRepository(),
      bus: createLocalBus(),
      mailer: createOutboxMailer(db, log),
      log,
    }),
  });

  async function planWithPark() {
    const owner = await createUser(db);
    const park = await createActivity(db, {
      name: 'Riverside Park',
      category: 'outdoors',
      subcategory: 'Parks',
    });
    const museum = await createActivity(db, {
      name: 'Riverside Nature Museum',
      category: 'arts',
      subcategory: 'Museums',
      types: ['museum'],
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/finalized-plans',
      headers: owner.headers,
      payload: {
        title: 'Park day',
        start_date: tomorrow,
        end_date: tomorrow,
        selected_activities: [
          {
            activity_id: park.id,
            planned_date: tomorrow,
            planned_time: '10:00',
            estimated_duration_minutes: 120,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    return { owner, park, museum, plan: res.json() as { id: number } };
  }

  it('alerts once per plan and day with a swap that one tap applies', async () => {
    const { owner, plan } = await planWithPark();
    // Typical weather is no forecast: nothing is said.
    expect(await sendWeatherAlerts(worker('typical'))).toBe(0);
    const sent = await Promise.all([
      sendWeatherAlerts(worker('wet')),
      sendWeatherAlerts(worker('wet')),
    ]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await sendWeatherAlerts(worker('wet'))).toBe(0);
    const alerts = (await notificationsOf(app, owner, 'plan_reminder')).filter(
      (n) => n.title.includes('looks wet'),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toMatch(
      /looks wet: swap Riverside Park for .*Museum.*\?$/,
    );
    expect(alerts[0]!.message).toContain('Rain or snow likely at 10 am (80%)');

    const url = `/api/finalized-plans/${plan.id}/weather-swaps/${tomorrow}`;
    const offer = await app.inject({
      method: 'GET',
      url,
      headers: owner.headers,
    });
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({
      date: tomorrow,
      headline: expect.stringMatching(/looks wet$/),
      reason: expect.stringContaining('Rain or snow likely at 10 am'),
      stop_name: 'Riverside Park',
      replacement: { name: expect.stringMatching(/Museum/) },
      applied: false,
    });
    const stranger = await createUser(db);
    expect(
      (await app.inject({ method: 'GET', url, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const applied = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
    });
    expect(applied.statusCode).toBe(200);
    const stops = applied.json().selected_activities as {
      planned_time: string;
      activity: { name: string };
    }[];
    expect(stops.map((s) => [s.planned_time, s.activity.name])).toEqual([
      ['10:00', expect.stringMatching(/Museum/)],
    ]);
    const again = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This weather swap was already applied');
    const after = await app.inject({
      method: 'GET',
      url,
      headers: owner.headers,
    });
    expect(after.json()).toMatchObject({ applied: true, stop_name: null });
  });

  it('answers 422 for a day that is no date, and 404 for a day with no swap', async () => {
    const { owner, plan } = await planWithPark();
    const bad = await app.inject({
      method: 'POST',
      url: `/api/finalized-plans/${plan.id}/weather-swaps/soon`,
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(422);
    const none = await app.inject({
      method: 'POST',
      url: `/api/finalized-plans/${plan.id}/weather-swaps/${addDays(today, 3)}`,
      headers: owner.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe(
      'No weather swap is suggested for this day',
    );
  });
});

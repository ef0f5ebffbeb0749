import { addDays, metroInstant, metroToday } from '@app/shared/metro';
import type { WeekendIntelligenceResponse } from '@app/shared/weekend-insights';
import { describe, expect, it } from 'vitest';

import { VENUES } from '../../providers/events/sample-venues';
import { startFakeOpenMeteo } from '../../providers/weather/fake-open-meteo';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

import { caller, PATHS } from './intelligence-calls';

const { app, db } = await buildTestApp({ AI_SEARCH_RATE_LIMIT: '100' });

const call = caller(app);

describe('POST /ai-intelligence/insights/weekend-intelligence', () => {
  it('finds the downtown home game, weather windows and tips backed by our data', async () => {
    const date = addDays(metroToday(new Date()), 4);
    const at = (time: string) => metroInstant(date, time);
    const game = await createActivity(db, {
      name: 'Rockies vs Giants',
      category: 'professional_sports',
      latitude: VENUES.coorsField.lat,
      longitude: VENUES.coorsField.lng,
      venueName: VENUES.coorsField.name,
      startTime: at('18:40'),
    });
    await createActivity(db, {
      name: 'Red Rocks Night',
      category: 'concerts',
      latitude: VENUES.redRocks.lat,
      longitude: VENUES.redRocks.lng,
      venueName: VENUES.redRocks.name,
      startTime: at('19:30'),
    });
    await createActivity(db, {
      name: 'Intel Favourite Bistro',
      rating: 4.9,
      reviewCount: 12,
    });

    const payload = { dates: [date], interests: ['food', 'concerts'] };
    const { status, body } = await call(
      `/ai-intelligence/${PATHS.weekend}`,
      payload,
    );
    expect(status).toBe(200);
    const insights = (body as WeekendIntelligenceResponse).weekend_insights;
    expect(insights.dates).toEqual([date]);
    expect(insights.total_events_analyzed).toBe(2);
    expect(insights.special_events).toHaveLength(1);
    expect(insights.special_events[0]).toMatchObject({
      activity_id: game.id,
      venue: 'Coors Field',
    });
    expect(insights.special_events[0]!.impact).toMatch(
      /^Downtown home game: expect heavy traffic and full parking near Coors Field/,
    );
    expect(insights.weather_opportunities).toHaveLength(1);
    expect(insights.weather_opportunities[0]).toMatchObject({
      is_estimate: true,
      window: expect.stringMatching(/ all day$/),
      recommendation: expect.stringMatching(/^Typical for .+: high \d+°F/),
    });
    expect(insights.data_sources).toContain(
      'Denver climate normals (estimate)',
    );
    const tips = insights.insider_tips.map((t) => t.tip);
    expect(tips).toContain('Eat early or away from downtown on game day');
    expect(tips).toContain('Try Intel Favourite Bistro');
    expect(tips).toContain('1 concert on your dates');
    expect(
      insights.insider_tips.find((t) => t.tip === 'Try Intel Favourite Bistro')
        ?.reason,
    ).toBe('Rated 4.9 by 12 Weekend Planner reviewers.');
  });

  it("uses a signed-in user's comfort range for the weather windows", async () => {
    const today = metroToday(new Date());
    const fake = await startFakeOpenMeteo(today);
    const live = await buildTestApp({
      WEATHER_PROVIDER: 'open-meteo',
      OPEN_METEO_URL: fake.url,
    });
    const { headers } = await createUser(live.db);
    const saved = await live.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers,
      payload: {
        outdoor_temp_min: 20,
        outdoor_temp_max: 100,
        precipitation_tolerance: 80,
      },
    });
    expect(saved.statusCode).toBe(200);
    // The recorded forecast's second day is dry, and 09:00-18:00 sits in this wide range.
    const response = await live.app.inject({
      method: 'POST',
      url: `/api/ai-intelligence/${PATHS.weekend}`,
      payload: { dates: [addDays(today, 1)] },
      headers,
    });
    await fake.close();
    expect(response.statusCode).toBe(200);
    const [window] = (response.json() as WeekendIntelligenceResponse)
      .weekend_insights.weather_opportunities;
    expect(window).toMatchObject({
      is_estimate: false,
      window: expect.stringMatching(/ 9:00 AM-6:00 PM$/),
    });
  });
});

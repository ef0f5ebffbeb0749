import { describe, expect, it } from 'vitest';

import { createProviderRegistry } from '../../lib/provider-status';
import { createSampleEventsProvider } from '../../providers/events/sample-events';
import { buildTestApp } from '../../test/build-test-app';

import { createEventsRepository } from './events.repository';
import { createEventsService } from './events.service';

const { app, db } = await buildTestApp();

describe('events refresh', () => {
  it('loads upcoming sample events that the activities API lists, never past ones', async () => {
    const provider = createSampleEventsProvider();
    const days = [-20, 0];
    for (const shift of days) {
      const service = createEventsService({
        db,
        repository: createEventsRepository(),
        sources: [],
        sample: provider,
        providers: createProviderRegistry(),
        log: app.log,
        now: () => new Date(Date.now() + shift * 86_400_000),
      });
      expect((await service.refresh()).sources[0]!.count).toBeGreaterThan(0);
    }
    const response = await app.inject({
      method: 'GET',
      url: '/api/activities?category=events&limit=100&sort=start_time',
    });
    expect(response.statusCode).toBe(200);
    const events = response.json() as {
      start_time: string;
      source: string;
      event_details: { is_sample: boolean };
    }[];
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      expect(new Date(event.start_time).getTime()).toBeGreaterThan(
        Date.now() - 3 * 3_600_000,
      );
      expect(event.source).toBe('sample');
      expect(event.event_details.is_sample).toBe(true);
    }
  });

  it('is idempotent: a second refresh of the same day adds no rows', async () => {
    const service = createEventsService({
      db,
      repository: createEventsRepository(),
      sources: [],
      sample: createSampleEventsProvider(),
      providers: createProviderRegistry(),
      log: app.log,
    });
    await service.refresh();
    const before = (
      await app.inject({ method: 'GET', url: '/api/activities/categories' })
    ).json();
    await service.refresh();
    const after = (
      await app.inject({ method: 'GET', url: '/api/activities/categories' })
    ).json();
    expect(after.total_activities).toBe(before.total_activities);
  });
});

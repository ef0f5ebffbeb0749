import { addDays, metroInstant, metroToday } from '@app/shared/metro';
import { afterAll, describe, expect, it } from 'vitest';

import { createLocalQueryParser } from '../../providers/ai/query-parser';
import { createTestDatabase } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import { createActivitiesRepository } from '../activities/activities.repository';
import { createActivitiesService } from '../activities/activities.service';

import { createAiSearchService } from './search.service';

// Noon in Denver two days from now: 'tonight' is that evening, and its
// events are still in the future for the catalogue's own clock.
const day = addDays(metroToday(), 2);
const now = metroInstant(day, '12:00');
const at = (time: string, date = day) => metroInstant(date, time);

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const service = createAiSearchService({
  activities: createActivitiesService({
    db,
    repo: createActivitiesRepository(),
  }),
  parser: createLocalQueryParser(),
  now: () => now,
});
const search = (query: string) =>
  service.search({ query, categories: [], limit: 20 });

const concert = (
  name: string,
  subcategory: string,
  startTime?: Date,
): Parameters<typeof createActivity>[1] => ({
  name,
  category: 'concerts',
  subcategory,
  description: `${subcategory} music.`,
  ...(startTime ? { startTime, venueName: `${name} Hall` } : {}),
});

await createActivity(db, concert('Blue Note Cellar', 'Jazz'));
await createActivity(db, concert('Rock Night', 'Rock', at('20:00')));
await createActivity(
  db,
  concert('Jazz Brunch Trio', 'Jazz', at('20:00', addDays(day, 1))),
);
await createActivity(db, {
  name: "Luigi's Pizza",
  category: 'food',
  subcategory: 'Italian',
});

describe('AI search and the time asked', () => {
  it('says honestly when no show of the kind asked is on then', async () => {
    const response = await search('live jazz tonight');
    expect(response.search_summary).toBe(
      'No jazz shows are listed tonight; here are jazz venues and other music tonight.',
    );
    const byName = new Map(response.results.map((r) => [r.name, r]));
    // Tomorrow's show is not tonight.
    expect(byName.has('Jazz Brunch Trio')).toBe(false);
    const venue = byName.get('Blue Note Cellar')!;
    expect(venue.ai_explanation).not.toContain('Happening');
    expect(venue.ai_explanation).toContain('No event listed here tonight.');
    expect(byName.get('Rock Night')!.ai_explanation).toContain(
      'Happening tonight.',
    );
    // The kind asked for still leads tonight's other music.
    expect(response.results[0]!.name).toBe('Blue Note Cellar');
  });

  it("puts tonight's show of the kind asked first", async () => {
    await createActivity(db, concert('Late Jazz Set', 'Jazz', at('21:00')));
    const response = await search('live jazz tonight');
    expect(response.results[0]!.name).toBe('Late Jazz Set');
    expect(response.results[0]!.ai_explanation).toContain('Happening tonight.');
    expect(response.search_summary).toMatch(/^Found 1 activity/);
    // Tonight is met: a venue with nothing on then, or other music, is not an answer.
    const names = response.results.map((r) => r.name);
    expect(names).not.toContain('Blue Note Cellar');
    expect(names).not.toContain('Rock Night');
  });

  it("ranks tonight's concerts above venues with nothing on", async () => {
    const response = await search('concerts tonight');
    const names = response.results.map((r) => r.name);
    expect(names.indexOf('Rock Night')).toBeLessThan(
      names.indexOf('Blue Note Cellar'),
    );
  });

  it('says when nothing known to be free was found', async () => {
    const response = await search('free concerts tonight');
    expect(response.results.length).toBeGreaterThan(0);
    expect(response.search_summary).toContain(
      'Nothing known to be free matched; these may charge.',
    );
  });

  it('reads emoji as words, and answers emoji it cannot read with nothing', async () => {
    const pizza = await search('🍕');
    expect(pizza.understanding.keywords).toEqual(['pizza']);
    expect(pizza.results[0]?.name).toBe("Luigi's Pizza");
    const unknown = await search('🦄🫠');
    expect(unknown.results).toEqual([]);
    expect(unknown.search_summary).toBe('No activities matched "🦄🫠".');
  });
});

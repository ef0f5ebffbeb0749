import { afterAll, describe, expect, it } from 'vitest';

import { createLocalQueryParser } from '../../providers/ai/query-parser';
import { createTestDatabase } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import { createActivitiesRepository } from '../activities/activities.repository';
import { createActivitiesService } from '../activities/activities.service';

import { createAiSearchService } from './search.service';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const service = createAiSearchService({
  activities: createActivitiesService({
    db,
    repo: createActivitiesRepository(),
  }),
  parser: createLocalQueryParser(),
});
const search = (query: string) =>
  service.search({ query, categories: [], limit: 20 });

const brunch = (name: string, priceLevel: number | null) =>
  createActivity(db, {
    name,
    subcategory: 'Brunch',
    description: 'Eggs and pancakes.',
    priceLevel,
  });
await brunch('Unpriced Egg House', null);
await brunch('Dollar Pancakes', 1);
await brunch('Gilded Mimosa', 3);
await createActivity(db, { name: 'Burrito Chain', subcategory: 'Mexican' });
await createActivity(db, { name: 'Burger Works', subcategory: 'American' });

describe('AI search says only what it matched', () => {
  it('applies the price cap, known prices first, and pads with no filler', async () => {
    const response = await search('cheap vegetarian brunch');
    expect(response.results.map((r) => r.name)).toEqual([
      'Dollar Pancakes',
      'Unpriced Egg House',
    ]);
  });

  it('says which understood words and prices could not be checked', async () => {
    const response = await search('cheap vegetarian brunch');
    expect(response.search_summary).toContain(
      'No listing here mentions "vegetarian", so that was not checked.',
    );
    expect(response.search_summary).toContain(
      '1 of these has no listed price; only places known to cost more were left out.',
    );
    // 'vegetarian' and one price are unknown: far from certain.
    expect(response.metadata.confidence_score).toBeLessThan(0.7);
  });

  it('shows the closest places, and says so, when nothing of the kind exists', async () => {
    const response = await search('vegan sushi');
    expect(response.results.length).toBeGreaterThan(0);
    expect(response.search_summary).toContain(
      'Nothing matched "vegan sushi" exactly; these are the closest places.',
    );
  });
});

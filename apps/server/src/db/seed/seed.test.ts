import type { CatalogueFile } from '@app/shared/catalogue';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../test/build-test-app';
import { activities } from '../schema';

import { loadCatalogueFile, seedDatabase } from './seed';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

function tinyCatalogue(version: string, name: string): CatalogueFile {
  return {
    version,
    sources: [],
    entries: [
      {
        name,
        category: 'outdoors',
        subcategory: 'Parks',
        types: ['park'],
        description: null,
        latitude: 39.7,
        longitude: -104.97,
        address: null,
        phone_number: null,
        website_url: null,
        source: 'denver-parks',
        source_id: 'seed-test-1',
        attribution: 'x',
      },
    ],
  };
}

describe('seedDatabase', () => {
  it('loads the committed catalogue once and skips the same version', async () => {
    const catalogue = loadCatalogueFile();
    expect(catalogue.entries.length).toBeGreaterThanOrEqual(700);
    const first = await seedDatabase(db, catalogue);
    expect(first).toMatchObject({
      skipped: false,
      upserted: catalogue.entries.length,
    });
    const [{ n }] = (await db.select({ n: count() }).from(activities)) as [
      { n: number },
    ];
    expect(Number(n)).toBe(catalogue.entries.length);
    const second = await seedDatabase(db, catalogue);
    expect(second.skipped).toBe(true);
    const categories = await db
      .selectDistinct({ c: activities.category })
      .from(activities);
    expect(categories).toHaveLength(9);
  }, 120_000);

  it('updates rows by (source, source_id) and keeps user rating aggregates', async () => {
    await seedDatabase(db, tinyCatalogue('v1', 'Old Name Park'));
    await db
      .update(activities)
      .set({ rating: 4.5, reviewCount: 2 })
      .where(eq(activities.sourceId, 'seed-test-1'));
    await seedDatabase(db, tinyCatalogue('v2', 'New Name Park'));
    const rows = await db
      .select()
      .from(activities)
      .where(eq(activities.sourceId, 'seed-test-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'New Name Park',
      rating: 4.5,
      reviewCount: 2,
    });
  });
});

import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../test/build-test-app';
import { activities } from '../schema';

import { loadCatalogueFile, seedDatabase } from './seed';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

describe('the committed catalogue after a re-import', () => {
  const catalogue = loadCatalogueFile();

  it('loads every row with the expected category counts', async () => {
    await seedDatabase(db, catalogue);
    const [total] = await db.select({ n: count() }).from(activities);
    expect(total!.n).toBe(2026);
    const rows = await db
      .select({ category: activities.category, n: count() })
      .from(activities)
      .groupBy(activities.category);
    expect(Object.fromEntries(rows.map((r) => [r.category, r.n]))).toEqual({
      arts: 213,
      concerts: 25,
      entertainment: 33,
      food: 922,
      nightlife: 373,
      outdoors: 293,
      professional_sports: 4,
      recreational_sports: 143,
      shopping: 20,
    });
  });

  it('names places as people know them and describes every one', async () => {
    const named = async (name: string) =>
      (
        await db
          .select({ n: count() })
          .from(activities)
          .where(eq(activities.name, name))
      )[0]!.n;
    expect(await named('Chipotle Mexican Grill')).toBe(13);
    expect(await named('Qdoba Mexican Eats')).toBe(11);
    expect(await named('Olive Garden')).toBe(1);
    expect(await named('Panzano Restaurant')).toBe(1);
    expect(await named('The Ritz-Carlton Denver')).toBe(0);
    const [numbered] = await db
      .select({ n: count() })
      .from(activities)
      .where(sql`${activities.name} ~ '#\\s*[0-9]+$'`);
    expect(numbered!.n).toBe(0);
    const [undescribed] = await db
      .select({ n: count() })
      .from(activities)
      .where(isNull(activities.description));
    expect(undescribed!.n).toBe(0);
    const [panzano] = await db
      .select({ description: activities.description })
      .from(activities)
      .where(eq(activities.name, 'Panzano Restaurant'));
    expect(panzano!.description).toBe(
      'Restaurant in the Central Business District area of Denver. Denver liquor licence register, 2018: a hotel and restaurant and cabaret licence.',
    );
  });
});

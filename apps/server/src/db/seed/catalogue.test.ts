import { count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../test/build-test-app';
import { activities } from '../schema';

import { loadCatalogueFile, seedDatabase } from './seed';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

describe('the committed catalogue after a re-import', () => {
  const catalogue = loadCatalogueFile();
  const place = async (name: string) =>
    (
      await db
        .select({
          category: activities.category,
          subcategory: activities.subcategory,
          types: activities.types,
          address: activities.address,
          description: activities.description,
        })
        .from(activities)
        .where(eq(activities.name, name))
    )[0];

  it('loads every row with the expected category counts', async () => {
    await seedDatabase(db, catalogue);
    const [total] = await db.select({ n: count() }).from(activities);
    expect(total!.n).toBe(1984);
    const rows = await db
      .select({ category: activities.category, n: count() })
      .from(activities)
      .groupBy(activities.category);
    expect(Object.fromEntries(rows.map((r) => [r.category, r.n]))).toEqual({
      arts: 208,
      concerts: 27,
      entertainment: 37,
      food: 927,
      nightlife: 334,
      outdoors: 285,
      professional_sports: 4,
      recreational_sports: 142,
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
      'Restaurant in the Central Business District area of Denver · full bar · live entertainment',
    );
  });

  it('describes places by their facts, never by their paperwork', () => {
    const { entries } = catalogue;
    const paperwork = /licen[cs]e|register|permit|name and location only/i;
    const describing = entries.filter(
      (e) =>
        (e.description?.length ?? 0) > 20 && !paperwork.test(e.description!),
    );
    expect(describing.length / entries.length).toBeGreaterThanOrEqual(0.95);
    expect(entries.filter((e) => paperwork.test(e.description ?? ''))).toEqual(
      [],
    );
    expect(
      entries
        .filter((e) => /(#|\bstore\s*)\d+/i.test(e.name))
        .map((e) => e.name),
    ).toEqual([]);
    const curated = entries.filter((e) => e.source === 'curated');
    expect(curated.length).toBeGreaterThan(70);
    for (const entry of curated) {
      expect(entry.description).toMatch(/^[A-Z][\w' -]+ (in|near) /);
    }
    expect(entries.find((e) => e.name === 'Denver Zoo')?.description).toBe(
      'Zoo in the City Park area of Denver · admission charged',
    );
  });

  it('files places by whole words and says what each one is', async () => {
    expect(await place('Backcountry Delicatessen')).toMatchObject({
      category: 'food',
      subcategory: 'American',
    });
    expect(await place('Pie Hole')).toMatchObject({ subcategory: 'Italian' });
    expect(await place('Denver Pavilions Stadium 15')).toMatchObject({
      category: 'entertainment',
      subcategory: 'Movies',
    });
    expect(await place('Hard Rock Cafe')).toMatchObject({
      subcategory: 'American',
    });
    expect(await place('Novo Coffee')).toMatchObject({
      subcategory: 'Coffee & Cafes',
    });
    expect(await place('GQ Barber Lounge')).toBeUndefined();
    const stripClub = await place('Diamond Cabaret');
    expect(stripClub!.types).toContain('adult_entertainment');
    expect(stripClub!.description).toMatch(/^Strip club \(adults only/);
    const zoo = await place('Denver Zoo');
    expect(zoo!.types).toContain('paid_admission');
    expect(zoo!.description).toMatch(/^Zoo in the City Park area/);
    expect((await place('Denver Botanic Gardens'))!.types).toContain(
      'paid_admission',
    );
    expect(await place('Elitch Gardens')).toMatchObject({
      description: expect.stringMatching(/^Amusement park /),
    });
    expect(await place('The Roxy Theatre')).toMatchObject({
      category: 'concerts',
      subcategory: 'Hip-Hop',
    });
    expect(await place('The Church Nightclub')).toMatchObject({
      category: 'nightlife',
      subcategory: 'Nightclubs',
      address: '1160 N Lincoln St, Denver, CO',
    });
  });

  it('gives every licensed place its street address', async () => {
    const [streetless] = await db
      .select({ n: count() })
      .from(activities)
      .where(
        sql`${activities.source} = 'denver-liquor-licenses' and (${activities.address} is null or ${activities.address} !~ '^[0-9]')`,
      );
    expect(streetless!.n).toBe(0);
    expect((await place('Rodizio Grill'))?.address).toBe(
      '1801 Wynkoop St, Denver, CO',
    );
  });

  it('gives every mountain park a town and lists no tract without public access', async () => {
    const tracts = await db
      .select({
        name: activities.name,
        subcategory: activities.subcategory,
        address: activities.address,
      })
      .from(activities)
      .where(like(activities.name, '% Tract%'));
    expect(tracts).toEqual([
      {
        name: 'Bear Creek Canyon Tract',
        subcategory: 'Fishing',
        address: 'Morrison, CO',
      },
    ]);
    const [addressless] = await db
      .select({ n: count() })
      .from(activities)
      .where(
        sql`${activities.address} is null and ${activities.source} = 'denver-parks'`,
      );
    expect(addressless!.n).toBe(0);
    const hikes = await db
      .select({ name: activities.name })
      .from(activities)
      .where(inArray(activities.name, ['Strain Gulch Tract', 'Fenders Tract']));
    expect(hikes).toEqual([]);
  });
});

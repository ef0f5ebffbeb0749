import type { CatalogueFile } from '@app/shared/catalogue';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { activities, favorites } from '../schema';

import { loadCatalogueFile, seedDatabase } from './seed';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

const full = loadCatalogueFile();
const [kept, saved, dropped] = full.entries;
const withEntries = (
  version: string,
  entries: CatalogueFile['entries'],
  sources = full.sources,
): CatalogueFile => ({ version, sources, entries });

const rowOf = async (entry: { source: string; source_id: string }) =>
  (
    await db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.source, entry.source),
          eq(activities.sourceId, entry.source_id),
        ),
      )
  )[0];
const listedCount = async () =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(activities)
        .where(isNull(activities.delistedAt))
    )[0]!.n,
  );

describe('re-seeding a smaller catalogue', () => {
  it('removes dropped places, and keeps a saved one delisted for its user', async () => {
    await seedDatabase(db, full);
    const { user } = await createUser(db);
    const savedRow = (await rowOf(saved!))!;
    await db
      .insert(favorites)
      .values({ userId: user.id, activityId: savedRow.id });
    // Rows the catalogue never had: a live OSM place and a test fixture.
    const osm = await createActivity(db, {
      source: 'osm',
      sourceId: 'node/1',
    });
    const own = await createActivity(db);

    const smaller = full.entries.filter((e) => e !== saved && e !== dropped);
    const result = await seedDatabase(db, withEntries('smaller', smaller));
    expect(result).toMatchObject({ removed: 1, delisted: 1 });

    expect(await rowOf(dropped!)).toBeUndefined();
    const delisted = (await rowOf(saved!))!;
    expect(delisted.id).toBe(savedRow.id);
    expect(delisted.delistedAt).toBeInstanceOf(Date);
    const [favorite] = await db
      .select()
      .from(favorites)
      .where(eq(favorites.userId, user.id));
    expect(favorite?.activityId).toBe(savedRow.id);
    expect((await rowOf(kept!))?.delistedAt).toBeNull();
    expect(await rowOf({ source: 'osm', source_id: 'node/1' })).toMatchObject({
      id: osm.id,
      delistedAt: null,
    });
    expect(
      await rowOf({ source: own.source, source_id: own.sourceId }),
    ).toMatchObject({ id: own.id, delistedAt: null });
    // The catalogue's places and the two others, nothing else listed.
    expect(await listedCount()).toBe(smaller.length + 2);
  }, 120_000);

  it('lists a place again when a later catalogue has it again', async () => {
    const result = await seedDatabase(db, withEntries('again', full.entries));
    expect(result).toMatchObject({ removed: 0, delisted: 0 });
    expect((await rowOf(saved!))?.delistedAt).toBeNull();
    expect(await rowOf(dropped!)).toBeDefined();
    expect(await listedCount()).toBe(full.entries.length + 2);
  }, 120_000);

  it('prunes a source a later catalogue leaves out entirely', async () => {
    const breweries = full.entries.filter((e) => e.source === 'openbrewerydb');
    expect(breweries.length).toBeGreaterThan(0);
    const result = await seedDatabase(
      db,
      withEntries(
        'no-breweries',
        full.entries.filter((e) => e.source !== 'openbrewerydb'),
        full.sources.filter((s) => s.id !== 'openbrewerydb'),
      ),
    );
    expect(result).toMatchObject({ removed: breweries.length, delisted: 0 });
    expect(await rowOf(breweries[0]!)).toBeUndefined();
  }, 120_000);
});

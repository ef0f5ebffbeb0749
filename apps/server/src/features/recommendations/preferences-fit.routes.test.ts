import type { Activity } from '@app/shared/activity';
import type { Recommendation } from '@app/shared/recommendations';
import { beforeAll, describe, expect, it } from 'vitest';

import { favorites } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { isAdultEntertainment } from '../search/result-filters';

const DENVER = { latitude: 39.7392, longitude: -104.9903 };
/** About 3.5 miles north of the centre: farther than the diners. */
const NORTH = (i: number) => ({
  latitude: DENVER.latitude + 0.05 + i * 0.0001,
  longitude: DENVER.longitude,
});

describe('recommendations follow every stated preference', async () => {
  const t = await buildTestApp();
  let cabaretId = 0;
  let pubId = 0;

  beforeAll(async () => {
    const diners: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const at = { latitude: DENVER.latitude + i * 0.0001 };
      diners.push(
        (
          await createActivity(t.db, {
            name: `Diner ${i}`,
            ...DENVER,
            ...at,
          })
        ).id,
      );
    }
    for (let i = 0; i < 6; i += 1) {
      await createActivity(t.db, {
        name: `Trail ${i}`,
        category: 'outdoors',
        subcategory: 'Hiking',
        types: ['hiking_area'],
        ...NORTH(i),
      });
      await createActivity(t.db, {
        name: `Gallery ${i}`,
        category: 'arts',
        subcategory: 'Art Galleries',
        types: ['art_gallery'],
        ...NORTH(i),
      });
    }
    const far = (i: number) => NORTH(20 + i);
    for (const [i, [name, subcategory]] of [
      ['Chada Thai', 'Asian'],
      ['Pho 79', 'Asian'],
      ['Sushi Den', 'Sushi'],
      ['Taqueria Uno', 'Mexican'],
    ].entries()) {
      await createActivity(t.db, { name, subcategory, ...far(i) });
    }
    await createActivity(t.db, {
      name: 'Green Table',
      description: 'Seasonal plates with vegan options.',
      ...far(5),
    });
    // A strip club as the importer types it, closest and most saved.
    cabaretId = (
      await createActivity(t.db, {
        name: 'Diamond Cabaret',
        category: 'nightlife',
        subcategory: 'Nightclubs',
        types: ['night_club', 'adult_entertainment'],
        ...DENVER,
      })
    ).id;
    // A bar is for grown-ups too, but nothing to hide from a nightlife fan.
    pubId = (
      await createActivity(t.db, {
        name: 'Corner Pub',
        category: 'nightlife',
        subcategory: 'Pubs',
        types: ['bar'],
        ...NORTH(7),
      })
    ).id;
    // Other people saved the diners and the club: they are the popular picks.
    for (let u = 0; u < 3; u += 1) {
      const { user } = await createUser(t.db);
      await t.db.insert(favorites).values(
        [...diners, cabaretId].map((activityId) => ({
          userId: user.id,
          activityId,
        })),
      );
    }
  });

  async function userWith(preferences: object) {
    const { headers, user } = await createUser(t.db);
    if (Object.keys(preferences).length > 0) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/preferences',
        headers,
        payload: preferences,
      });
      expect(saved.statusCode).toBe(200);
    }
    const dashboard = async () =>
      (
        await t.app.inject({ url: '/api/users/me/recommendations', headers })
      ).json() as Recommendation[];
    const personalized = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recommendations/personalized',
          headers,
          payload: {
            user_id: user.id,
            user_location: [DENVER.latitude, DENVER.longitude],
            limit: 50,
          },
        })
      ).json() as { activity: { id: number }; why_recommended: string }[];
    return { dashboard, personalized };
  }

  const interests = (...names: string[]) => ({
    interests: names,
    preferred_activities: names,
  });

  it('mixes the chosen interests instead of filling the list with the most popular one', async () => {
    const { dashboard } = await userWith(
      interests('Food & Dining', 'Outdoor Activities', 'Arts & Culture'),
    );
    const types = (await dashboard()).map((r) => r.type);
    expect(types).toHaveLength(6);
    for (const category of ['food', 'outdoors', 'arts']) {
      expect(
        types.filter((c) => c === category),
        category,
      ).toHaveLength(2);
    }

    const { dashboard: outdoorArts } = await userWith(
      interests('Outdoor Activities', 'Arts & Culture'),
    );
    const list = (await outdoorArts()).map((r) => r.type);
    expect(list.filter((c) => c === 'outdoors')).toHaveLength(3);
    expect(list.filter((c) => c === 'arts')).toHaveLength(3);
  });

  it('brings the chosen cuisines forward and says so', async () => {
    const { dashboard } = await userWith({
      ...interests('Food & Dining'),
      cuisine_preferences: ['Thai'],
    });
    const list = await dashboard();
    const reasonOf = (title: string) =>
      list.find((r) => r.title === title)?.recommendation_reason;
    // Half of the food slots, however popular the diners are.
    expect(reasonOf('Chada Thai')).toContain('Thai, a cuisine you chose');
    expect(reasonOf('Pho 79')).toContain('Asian (you chose Thai)');
    const titles = list.map((r) => r.title);
    expect(titles.indexOf('Chada Thai')).toBeLessThan(titles.indexOf('Pho 79'));

    const { dashboard: two } = await userWith({
      ...interests('Food & Dining'),
      cuisine_preferences: ['japanese', 'mexican'],
    });
    const both = (await two()).map((r) => r.title);
    expect(both).toContain('Sushi Den');
    expect(both).toContain('Taqueria Uno');
  });

  it('uses a diet only where the listing mentions it, and never claims it elsewhere', async () => {
    const { dashboard } = await userWith({
      ...interests('Food & Dining'),
      dietary_restrictions: ['vegan'],
    });
    const list = await dashboard();
    const green = list.find((r) => r.title === 'Green Table');
    expect(green?.recommendation_reason).toContain(
      'Its listing mentions "vegan"',
    );
    for (const r of list.filter((r) => r.title !== 'Green Table')) {
      expect(r.recommendation_reason).not.toMatch(/vegan/i);
    }
  });

  it('leaves out strip clubs, for a new user with the default interests', async () => {
    const cabaret = (
      await t.app.inject({ url: `/api/activities/${cabaretId}` })
    ).json() as Activity;
    expect(
      isAdultEntertainment(cabaret),
      'the fixture must be something isAdultEntertainment flags',
    ).toBe(true);
    const { dashboard, personalized } = await userWith({});
    const shown = await dashboard();
    expect(shown).toHaveLength(6);
    expect(shown.some((r) => r.id === cabaretId)).toBe(false);
    const panel = await personalized();
    expect(panel.length).toBeGreaterThan(0);
    expect(panel.some((r) => r.activity.id === cabaretId)).toBe(false);
  });

  it('never answers a strip club, in either list, and still shows bars', async () => {
    const { dashboard, personalized } = await userWith(
      interests('Bars & Nightlife', 'Food & Dining'),
    );
    const activities = await Promise.all(
      (await dashboard()).map(async (r) =>
        (await t.app.inject({ url: `/api/activities/${r.id}` })).json(),
      ),
    );
    expect(activities.some((a) => a.id === pubId)).toBe(true);
    const panel = await personalized();
    for (const activity of [...activities, ...panel.map((r) => r.activity)]) {
      expect(
        isAdultEntertainment(activity as Activity),
        JSON.stringify(activity),
      ).toBe(false);
    }
  });
});

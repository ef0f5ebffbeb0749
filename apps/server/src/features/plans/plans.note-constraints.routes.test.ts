import { groupSizeNote } from '@app/shared/group-size';
import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

// The AI assistant text's price, area, place facts and day are filters on
// the plan's suggestions, as they are on search's results; what none can
// meet is said on the plan, with what is shown instead. Each case sits in a
// town of its own (or a kind of its own), so the others' places stay out.

const MILE = 1609.34;
const DENVER = { lat: 39.7392, lng: -104.9903 };
const LOHI = { lat: 39.76, lng: -105.011 };
const start = addDays(metroToday(), 7);
const saturday = addDays(start, (6 - weekday(start) + 7) % 7);
const sunday = addDays(saturday, 1);

type Plan = {
  id: number;
  activities: { id: number }[];
  note_unmet?: string[];
};

describe('the create form note filters the plan', async () => {
  const { app, db } = await buildTestApp();

  async function planFor(body: Record<string, unknown>) {
    const { headers } = await createUser(db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: {
        location: DENVER,
        days: [start],
        interests: ['food'],
        radius: 5 * MILE,
        ...body,
      },
    });
    expect(created.statusCode).toBe(201);
    const plan = await app.inject({
      url: `/api/plans/${created.json().id}`,
      headers,
    });
    const detail = plan.json() as Plan;
    return {
      ...detail,
      ids: detail.activities.map((a) => a.id),
      headers,
    };
  }

  describe('price', () => {
    const springs = { lat: 38.8339, lng: -104.8214 };
    const pueblo = { lat: 38.2544, lng: -104.6091 };

    it('keeps only what is known to fit the price the note names', async () => {
      const near = (offset: number) => ({
        latitude: springs.lat + offset,
        longitude: springs.lng,
      });
      const cheap = await createActivity(db, {
        name: 'Cheap Tacos',
        priceLevel: 1,
        ...near(0.001),
      });
      const steak = await createActivity(db, {
        name: 'Fancy Steak',
        priceLevel: 3,
        rating: 5,
        ...near(0.002),
      });
      const plan = await planFor({
        location: springs,
        ai_prompt: 'something cheap',
      });
      expect(plan.ids).toContain(cheap.id);
      expect(plan.ids).not.toContain(steak.id);
      expect(plan.note_unmet).toEqual([]);

      // Set afterwards on a plan that had no note, the price applies too.
      const unfiltered = await planFor({ location: springs });
      expect(unfiltered.ids).toContain(steak.id);
      const put = await app.inject({
        method: 'PUT',
        url: `/api/plans/${unfiltered.id}`,
        headers: unfiltered.headers,
        payload: { ai_prompt: 'something cheap' },
      });
      expect(put.statusCode).toBe(200);
      const ids = (put.json() as Plan).activities.map((a) => a.id);
      expect(ids).toContain(cheap.id);
      expect(ids).not.toContain(steak.id);
    });

    it('keeps the cheapest listed and says so when none fits', async () => {
      const dear = await createActivity(db, {
        name: 'Dear Bistro',
        priceLevel: 3,
        latitude: pueblo.lat,
        longitude: pueblo.lng,
      });
      const dearer = await createActivity(db, {
        name: 'Dearer Bistro',
        priceLevel: 4,
        rating: 5,
        latitude: pueblo.lat + 0.001,
        longitude: pueblo.lng,
      });
      const plan = await planFor({
        location: pueblo,
        ai_prompt: 'something cheap',
      });
      expect(plan.ids).toEqual([dear.id]);
      expect(plan.ids).not.toContain(dearer.id);
      expect(plan.note_unmet).toEqual([
        'Food & Dining: None is known to fit the price asked; these are the cheapest listed.',
      ]);
    });
  });

  describe('area', () => {
    const inDenver = { location: DENVER, radius: 15 * MILE };

    it('keeps only what lies inside the area the note names', async () => {
      const inside = await createActivity(db, {
        name: 'LoHi Tapas',
        subcategory: 'Tapas',
        latitude: LOHI.lat + 0.001,
        longitude: LOHI.lng,
      });
      const downtown = await createActivity(db, {
        name: 'Downtown Tapas',
        subcategory: 'Tapas',
        rating: 5,
        latitude: DENVER.lat,
        longitude: DENVER.lng,
      });
      const plan = await planFor({
        ...inDenver,
        interests: ['food: Tapas'],
        ai_prompt: 'in LoHi',
      });
      expect(plan.ids).toEqual([inside.id]);
      expect(plan.ids).not.toContain(downtown.id);
      expect(plan.note_unmet).toEqual([]);
    });

    it('widens to the nearest around the area and names how far', async () => {
      // About 1.9 km north of LoHi's centre: outside its 1 km, inside 2.5 km.
      const around = await createActivity(db, {
        name: 'Highland Ramen',
        subcategory: 'Ramen',
        latitude: LOHI.lat + 0.0171,
        longitude: LOHI.lng,
      });
      const downtown = await createActivity(db, {
        name: 'Downtown Ramen',
        subcategory: 'Ramen',
        latitude: DENVER.lat,
        longitude: DENVER.lng,
      });
      const plan = await planFor({
        ...inDenver,
        interests: ['food: Ramen'],
        ai_prompt: 'in LoHi',
      });
      expect(plan.ids).toEqual([around.id]);
      expect(plan.ids).not.toContain(downtown.id);
      expect(plan.note_unmet).toEqual([
        'Food & Dining: Nothing of the kind is listed inside LoHi; these are the nearest, within 1.2 miles of it.',
      ]);
    });

    it('keeps the plan’s reach when nothing lies near the area, and says how far', async () => {
      const far = await createActivity(db, {
        name: 'South Pho',
        subcategory: 'Pho',
        latitude: LOHI.lat - 0.045,
        longitude: LOHI.lng,
      });
      const plan = await planFor({
        ...inDenver,
        interests: ['food: Pho'],
        ai_prompt: 'in LoHi',
      });
      expect(plan.ids).toEqual([far.id]);
      expect(plan.note_unmet).toEqual([
        'Food & Dining: Nothing of the kind is listed inside LoHi; these are the nearest, within 3.2 miles of it.',
      ]);
    });
  });

  describe('each category on its own', () => {
    const junction = { lat: 39.0639, lng: -108.5506 };
    const nearJunction = (offset: number) => ({
      latitude: junction.lat + offset,
      longitude: junction.lng,
    });

    it('holds a patio to the restaurants and keeps the hike beside them', async () => {
      const patio = await createActivity(db, {
        name: 'Mesa Patio',
        amenities: { outdoor_seating: 'yes' },
        ...nearJunction(0.001),
      });
      const indoor = await createActivity(db, {
        name: 'Mesa Diner',
        rating: 5,
        ...nearJunction(0.002),
      });
      const trail = await createActivity(db, {
        name: 'Mesa Trail',
        category: 'outdoors',
        subcategory: 'Hiking',
        ...nearJunction(0.003),
      });
      const plan = await planFor({
        location: junction,
        ai_prompt: 'a hike and dinner on a patio',
      });
      expect(plan.ids).toEqual(expect.arrayContaining([patio.id, trail.id]));
      expect(plan.ids).not.toContain(indoor.id);
      expect(plan.note_unmet).toEqual([]);
    });

    it('keeps the nearest of a kind the area lacks, and names it', async () => {
      const tapas = await createActivity(db, {
        name: 'LoHi Small Plates',
        subcategory: 'Small Plates',
        latitude: LOHI.lat,
        longitude: LOHI.lng + 0.001,
      });
      // About 5 km south of LoHi: past its widening.
      const garden = await createActivity(db, {
        name: 'South Rose Garden',
        category: 'outdoors',
        subcategory: 'Rose Gardens',
        latitude: LOHI.lat - 0.045,
        longitude: LOHI.lng,
      });
      const plan = await planFor({
        location: DENVER,
        radius: 15 * MILE,
        interests: ['food: Small Plates', 'outdoors: Rose Gardens'],
        ai_prompt: 'in LoHi',
      });
      expect(plan.ids).toEqual([tapas.id, garden.id]);
      expect(plan.note_unmet).toEqual([
        'Outdoor Activities: Nothing of the kind is listed inside LoHi; these are the nearest, within 3.2 miles of it.',
      ]);
    });
  });

  describe('place facts', () => {
    const fortCollins = { lat: 40.5853, lng: -105.0844 };

    it('keeps the places known to have a patio, and names the dogs it cannot know', async () => {
      const patio = await createActivity(db, {
        name: 'Patio Grill',
        amenities: { outdoor_seating: 'yes' },
        latitude: fortCollins.lat,
        longitude: fortCollins.lng,
      });
      const indoor = await createActivity(db, {
        name: 'Indoor Diner',
        rating: 5,
        latitude: fortCollins.lat + 0.001,
        longitude: fortCollins.lng,
      });
      const plan = await planFor({
        location: fortCollins,
        ai_prompt: 'dog friendly patio',
      });
      expect(plan.ids).toEqual([patio.id]);
      expect(plan.ids).not.toContain(indoor.id);
      expect(plan.note_unmet).toEqual([
        'Food & Dining: No listing here says whether dogs are welcome; ask before you go.',
      ]);
    });
  });

  describe('dates', () => {
    const boulder = { lat: 40.015, lng: -105.2705 };

    it('narrows dated events to the day and hours named, or says the day is not the plan’s', async () => {
      const jazz = (name: string, day: string | null, time = '20:00') =>
        createActivity(db, {
          name,
          category: 'concerts',
          subcategory: 'Jazz',
          latitude: boulder.lat,
          longitude: boulder.lng,
          startTime: day ? metroInstant(day, time) : null,
        });
      const saturdayNight = await jazz('Saturday Jazz', saturday);
      const saturdayNoon = await jazz('Jazz Brunch Set', saturday, '12:00');
      const sundayNight = await jazz('Sunday Jazz', sunday);
      const club = await jazz('Jazz Club', null);
      const weekend = {
        location: boulder,
        days: [saturday, sunday],
        interests: ['concerts'],
      };

      const plan = await planFor({
        ...weekend,
        ai_prompt: 'jazz on Saturday night',
      });
      expect(plan.ids).toEqual(
        expect.arrayContaining([saturdayNight.id, club.id]),
      );
      expect(plan.ids).not.toContain(saturdayNoon.id);
      expect(plan.ids).not.toContain(sundayNight.id);
      expect(plan.note_unmet).toEqual([]);

      const friday = await planFor({ ...weekend, ai_prompt: 'jazz on Friday' });
      expect(friday.ids).toEqual(
        expect.arrayContaining([
          saturdayNight.id,
          saturdayNoon.id,
          sundayNight.id,
          club.id,
        ]),
      );
      expect(friday.note_unmet).toEqual([
        "Friday is not one of this plan's days; events on its days are shown instead.",
      ]);
    });
  });

  it('says a large group could not be checked, as search does', async () => {
    const plan = await planFor({ ai_prompt: 'dinner for 8 people' });
    expect(plan.note_unmet).toEqual([groupSizeNote(8)]);
    const small = await planFor({ ai_prompt: 'dinner for 4 people' });
    expect(small.note_unmet).toEqual([]);
  });

  it('asks nothing more of a plan whose note names only kinds', async () => {
    const plan = await planFor({ ai_prompt: 'good food' });
    expect(plan.note_unmet).toEqual([]);
  });
});

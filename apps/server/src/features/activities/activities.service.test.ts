import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

import { createActivitiesRepository } from './activities.repository';
import { createActivitiesService } from './activities.service';
import { FUZZY_BELOW } from './activity.sql';

const { db } = await buildTestApp();
const service = createActivitiesService({
  db,
  repo: createActivitiesRepository(),
});
const DOWNTOWN = { lat: 39.7392, lng: -104.9903 };
const DAY = 86_400_000;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const add = async (
    key: string,
    values: Parameters<typeof createActivity>[1],
  ) => {
    ids[key] = (await createActivity(db, { name: key, ...values })).id;
  };
  await add('Near Sushi', {
    category: 'food',
    subcategory: 'Sushi',
    latitude: 39.74,
    longitude: -104.99,
  });
  await add('Loved Sushi', {
    category: 'food',
    subcategory: 'Sushi',
    latitude: 39.75,
    longitude: -105.0,
    rating: 4.9,
    reviewCount: 40,
  });
  await add('Pricey Steak', {
    category: 'food',
    subcategory: 'American',
    priceLevel: 4,
    latitude: 39.741,
    longitude: -104.991,
  });
  await add('Far Trail', {
    category: 'outdoors',
    subcategory: 'Hiking',
    latitude: 39.6,
    longitude: -105.2,
  });
  await add('Game Next Week', {
    category: 'professional_sports',
    subcategory: 'Baseball',
    startTime: new Date(Date.now() + 7 * DAY),
    latitude: 39.7559,
    longitude: -104.9942,
  });
  await add('Game Tomorrow', {
    category: 'professional_sports',
    subcategory: 'Baseball',
    startTime: new Date(Date.now() + DAY),
    latitude: 39.7559,
    longitude: -104.9942,
  });
  await add('Game Last Week', {
    category: 'professional_sports',
    subcategory: 'Baseball',
    startTime: new Date(Date.now() - 7 * DAY),
    latitude: 39.7559,
    longitude: -104.9942,
  });
});

const names = (list: { name: string }[]) => list.map((a) => a.name);

describe('ActivitiesService.findSuggestions', () => {
  it('ranks well-reviewed places first and stays inside the radius', async () => {
    const result = await service.findSuggestions({
      ...DOWNTOWN,
      radiusMeters: 5000,
      categories: ['Food & Dining'],
    });
    expect(names(result)).toEqual([
      'Loved Sushi',
      'Near Sushi',
      'Pricey Steak',
    ]);
    expect(result.every((a) => (a.distance_km ?? 99) <= 5)).toBe(true);
  });

  it('narrows by subcategory interests and max price level', async () => {
    const sushi = await service.findSuggestions({
      ...DOWNTOWN,
      radiusMeters: 5000,
      categories: ['food: Sushi'],
    });
    expect(names(sushi).sort()).toEqual(['Loved Sushi', 'Near Sushi']);
    const cheap = await service.findSuggestions({
      ...DOWNTOWN,
      radiusMeters: 5000,
      categories: ['food'],
      maxPriceLevel: 2,
    });
    expect(names(cheap)).not.toContain('Pricey Steak');
  });

  it('keeps events inside the date window and never returns past ones', async () => {
    const soon = await service.findSuggestions({
      ...DOWNTOWN,
      radiusMeters: 10_000,
      categories: ['professional_sports'],
      from: new Date(),
      to: new Date(Date.now() + 3 * DAY),
    });
    expect(names(soon)).toEqual(['Game Tomorrow']);
    const all = await service.findSuggestions({
      ...DOWNTOWN,
      radiusMeters: 10_000,
      categories: ['professional_sports'],
    });
    expect(names(all).sort()).toEqual(['Game Next Week', 'Game Tomorrow']);
  });

  it('matches free text and widens with the radius', async () => {
    const text = await service.findSuggestions({
      ...DOWNTOWN,
      radiusMeters: 50_000,
      text: 'trail',
    });
    expect(names(text)).toEqual(['Far Trail']);
    const near = await service.findSuggestions({
      ...DOWNTOWN,
      radiusMeters: 2000,
      text: 'trail',
    });
    expect(near).toEqual([]);
  });
});

describe('ActivitiesService.getByIds', () => {
  it('returns wire activities in the asked order and skips unknown ids', async () => {
    const result = await service.getByIds([
      ids['Far Trail']!,
      999_999,
      ids['Near Sushi']!,
    ]);
    expect(names(result)).toEqual(['Far Trail', 'Near Sushi']);
    expect(result[0]).toMatchObject({
      category: 'outdoors',
      rating: 0,
      distance_km: null,
    });
    expect(await service.getByIds([])).toEqual([]);
  });
});

describe('ActivitiesService.search', () => {
  const search = async (q: string) =>
    names(await service.search({ q, limit: 100, offset: 0 }));

  it('adds fuzzy name matches only while full text finds few', async () => {
    await createActivity(db, { name: 'Quoka Den' });
    await createActivity(db, { name: 'Quokka Cafe 0' });
    expect(await search('quokka')).toContain('Quoka Den');

    for (let i = 1; i < FUZZY_BELOW; i += 1) {
      await createActivity(db, { name: `Quokka Cafe ${i}` });
    }
    const many = await search('quokka');
    expect(many).toHaveLength(FUZZY_BELOW);
    expect(many).not.toContain('Quoka Den');
  });
});

import { describe, expect, it } from 'vitest';

import { placeOsmTags } from './osm-tags';

const restaurant = (cuisine: string) =>
  placeOsmTags({ amenity: 'restaurant', name: 'Fixture Noodles', cuisine });

describe('OSM cuisines', () => {
  it('files a ramen shop under Asian, typed ramen, as the catalogue importer does', () => {
    for (const cuisine of ['ramen', 'japanese;ramen', 'ramen;noodle']) {
      expect(restaurant(cuisine), cuisine).toEqual({
        category: 'food',
        subcategory: 'Asian',
        types: ['restaurant', 'ramen'],
      });
    }
    expect(
      placeOsmTags({ amenity: 'fast_food', name: 'Fixture', cuisine: 'ramen' }),
    ).toEqual({
      category: 'food',
      subcategory: 'Asian',
      types: ['restaurant', 'fast_food', 'ramen'],
    });
  });

  it('keeps sushi bars and other Japanese places under Sushi', () => {
    for (const cuisine of ['sushi', 'japanese', 'ramen;sushi']) {
      expect(restaurant(cuisine), cuisine).toEqual({
        category: 'food',
        subcategory: 'Sushi',
        types: ['restaurant'],
      });
    }
    expect(restaurant('noodle')?.types).toEqual(['restaurant']);
    expect(restaurant('mexican;ramen')?.subcategory).toBe('Mexican');
  });
});

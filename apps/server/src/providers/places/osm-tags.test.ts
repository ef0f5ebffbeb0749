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

describe('weekend leisure tags', () => {
  it('places rinks, climbing gyms, escape rooms, mini golf and music venues', () => {
    const at = (tags: Record<string, string>) =>
      placeOsmTags({ name: 'Fixture', ...tags });
    expect(at({ leisure: 'ice_rink' })?.types).toEqual(['ice_rink']);
    expect(at({ leisure: 'sports_centre', sport: 'climbing' })?.types).toEqual([
      'climbing_gym',
    ]);
    expect(at({ leisure: 'fitness_centre', sport: 'climbing' })?.types).toEqual(
      ['climbing_gym'],
    );
    expect(at({ leisure: 'escape_game' })?.subcategory).toBe('Escape Rooms');
    expect(at({ leisure: 'miniature_golf' })?.subcategory).toBe('Mini Golf');
    expect(at({ amenity: 'music_venue', 'music:genre': 'jazz' })).toEqual({
      category: 'concerts',
      subcategory: 'Jazz',
      types: ['music_venue'],
    });
    expect(at({ amenity: 'music_venue' })?.subcategory).toBe('Indie');
    expect(at({ leisure: 'trampoline_park' })?.category).toBe('entertainment');
    expect(at({ tourism: 'theme_park' })?.types).toEqual(['amusement_park']);
    expect(at({ leisure: 'garden', access: 'private' })).toBeUndefined();
  });
});

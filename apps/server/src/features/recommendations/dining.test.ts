import { describe, expect, it } from 'vitest';

import { cuisineMatch, dietMention, diningTaste } from './dining';

const place = (
  name: string,
  subcategory: string | null,
  description: string | null = null,
  category = 'food',
) => ({ name, subcategory, description, category });

describe('dining preferences', () => {
  it('maps each cuisine to the subcategories that hold it, preferring the named cuisine', () => {
    const thai = diningTaste({
      cuisine_preferences: ['thai'],
      dietary_restrictions: [],
    });
    expect(cuisineMatch(place('Chada Thai', 'Asian'), thai)).toEqual({
      cuisine: 'Thai',
      named: true,
    });
    expect(cuisineMatch(place('9thai', 'Restaurants'), thai)?.named).toBe(true);
    expect(cuisineMatch(place('Pho 79', 'Asian'), thai)).toEqual({
      cuisine: 'Thai',
      named: false,
    });
    expect(cuisineMatch(place('Dinner House', 'American'), thai)).toBeNull();
    // A bar named after a cuisine is not a restaurant serving it.
    expect(
      cuisineMatch(place('Thai Bar', 'Bars', null, 'nightlife'), thai),
    ).toBeNull();

    const japaneseMexican = diningTaste({
      cuisine_preferences: ['japanese', 'mexican', 'middle eastern'],
      dietary_restrictions: [],
    });
    expect(
      cuisineMatch(place('Sushi Den', 'Sushi'), japaneseMexican)?.cuisine,
    ).toBe('Japanese');
    expect(
      cuisineMatch(place('Taqueria Uno', 'Mexican'), japaneseMexican)?.cuisine,
    ).toBe('Mexican');
    expect(
      cuisineMatch(place("Pete's", 'Mediterranean'), japaneseMexican)?.cuisine,
    ).toBe('Middle Eastern');
  });

  it('reaches ramen shops, filed under Asian, for Japanese, and keeps Sushi', () => {
    const japanese = diningTaste({
      cuisine_preferences: ['japanese'],
      dietary_restrictions: [],
    });
    const typedRamen = {
      ...place('Menya', 'Asian'),
      types: ['restaurant', 'asian', 'ramen'],
    };
    expect(cuisineMatch(typedRamen, japanese)).toEqual({
      cuisine: 'Japanese',
      named: true,
    });
    // Recommendation candidates carry no types; the importer's description does.
    expect(
      cuisineMatch(
        place('Menya', 'Asian', 'Ramen restaurant in Capitol Hill.'),
        japanese,
      )?.cuisine,
    ).toBe('Japanese');
    expect(cuisineMatch(place('Sushi Den', 'Sushi'), japanese)).toEqual({
      cuisine: 'Japanese',
      named: false,
    });
    // Asian alone is not Japanese.
    expect(cuisineMatch(place('Pho 79', 'Asian'), japanese)).toBeNull();
    expect(
      cuisineMatch(
        { ...place('Star Kitchen', 'Asian'), types: ['restaurant', 'asian'] },
        japanese,
      ),
    ).toBeNull();
  });

  it('takes a diet only from words in the listing', () => {
    const vegan = diningTaste({
      cuisine_preferences: [],
      dietary_restrictions: ['vegan'],
    });
    expect(
      dietMention(
        place('Green Table', 'Restaurants', 'Vegan options daily.'),
        vegan,
      ),
    ).toBe('vegan');
    expect(
      dietMention(
        place('Veggie Grill', 'Restaurants', 'Vegetarian plates.'),
        vegan,
      ),
    ).toBeNull();
    const vegetarian = diningTaste({
      cuisine_preferences: [],
      dietary_restrictions: ['vegetarian'],
    });
    expect(
      dietMention(
        place('Green Table', 'Restaurants', 'Vegan options daily.'),
        vegetarian,
      ),
    ).toBe('vegan');
    expect(
      dietMention(place('Steak House', 'American'), vegetarian),
    ).toBeNull();
  });
});

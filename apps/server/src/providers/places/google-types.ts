import type { OsmPlacement } from './osm-tags';

type Placement = OsmPlacement;
const place = (
  category: Placement['category'],
  subcategory: string,
): Omit<Placement, 'types'> => ({ category, subcategory });

/** Google primary types, most specific first, to our category and subcategory. */
const BY_TYPE: [string, Omit<Placement, 'types'>][] = [
  ['sushi_restaurant', place('food', 'Sushi')],
  ['japanese_restaurant', place('food', 'Sushi')],
  ['italian_restaurant', place('food', 'Italian')],
  ['pizza_restaurant', place('food', 'Italian')],
  ['mexican_restaurant', place('food', 'Mexican')],
  ['chinese_restaurant', place('food', 'Asian')],
  ['thai_restaurant', place('food', 'Asian')],
  ['vietnamese_restaurant', place('food', 'Asian')],
  ['korean_restaurant', place('food', 'Asian')],
  ['indian_restaurant', place('food', 'Indian')],
  ['mediterranean_restaurant', place('food', 'Mediterranean')],
  ['greek_restaurant', place('food', 'Mediterranean')],
  ['breakfast_restaurant', place('food', 'Brunch')],
  ['brunch_restaurant', place('food', 'Brunch')],
  ['fast_food_restaurant', place('food', 'Fast Food')],
  ['american_restaurant', place('food', 'American')],
  ['hamburger_restaurant', place('food', 'American')],
  ['coffee_shop', place('food', 'Coffee & Cafes')],
  ['cafe', place('food', 'Coffee & Cafes')],
  ['wine_bar', place('nightlife', 'Wine Bars')],
  ['pub', place('nightlife', 'Pubs')],
  ['night_club', place('nightlife', 'Nightclubs')],
  ['bar', place('nightlife', 'Bars')],
  ['restaurant', place('food', 'Restaurants')],
  ['hiking_area', place('outdoors', 'Hiking')],
  ['park', place('outdoors', 'Parks')],
  ['museum', place('arts', 'Museums')],
  ['art_gallery', place('arts', 'Art Galleries')],
  ['movie_theater', place('entertainment', 'Movies')],
  ['bowling_alley', place('entertainment', 'Bowling')],
  ['amusement_center', place('entertainment', 'Arcade')],
  ['shopping_mall', place('shopping', 'Shopping Malls')],
  ['market', place('shopping', 'Markets')],
  ['golf_course', place('recreational_sports', 'Golf Courses')],
  ['gym', place('recreational_sports', 'Fitness Centers')],
  ['sports_complex', place('recreational_sports', 'Recreation Centers')],
  ['stadium', place('professional_sports', 'Sports Venues')],
  ['arena', place('professional_sports', 'Sports Venues')],
  ['concert_hall', place('nightlife', 'Live Music Venues')],
  ['event_venue', place('nightlife', 'Live Music Venues')],
];

export function placeGoogleTypes(
  types: readonly string[],
): Placement | undefined {
  const hit = BY_TYPE.find(([type]) => types.includes(type));
  return hit ? { ...hit[1], types: [hit[0]] } : undefined;
}

import { CONCERT_GENRES, type PlanCategoryId } from '@app/shared/interests';

export type OsmTags = Readonly<Record<string, string>>;

export type OsmPlacement = {
  category: PlanCategoryId;
  subcategory: string;
  types: string[];
};

const place = (
  category: PlanCategoryId,
  subcategory: string,
  ...types: string[]
): OsmPlacement => ({ category, subcategory, types });

/** A cuisine's food subcategory, and the types that say more than it does. */
type Cuisine = { subcategory: string; types: string[] };

const cuisine = (subcategory: string, ...types: string[]): Cuisine => ({
  subcategory,
  types,
});

/**
 * A ramen shop is a noodle bar, filed under Asian and typed `ramen` as the
 * catalogue importer files one named so (licence-food-rules.ts); the app has
 * no Ramen subcategory.
 */
const RAMEN = cuisine('Asian', 'ramen');
const SUSHI = cuisine('Sushi');

/**
 * Japanese values, most telling first: a place tagged 'sushi;ramen' is filed
 * as a sushi bar and one tagged 'japanese;ramen' as a ramen shop, as the
 * importer files 'Tycoon Ramen & Sushi Bar' and 'Osaka Ramen'.
 */
const JAPANESE: [string, Cuisine][] = [
  ['sushi', SUSHI],
  ['ramen', RAMEN],
  ['japanese', SUSHI],
];

/** Other `cuisine=*` values (first matching word) to the food subcategories. */
const CUISINES: [RegExp, Cuisine][] = [
  [/^(italian|pizza|pasta)$/, cuisine('Italian')],
  [/^(mexican|tex-mex|tacos?|burrito|latin_american)$/, cuisine('Mexican')],
  [
    /^(chinese|thai|vietnamese|korean|asian|noodle|dim_sum|pho|filipino|malaysian|indonesian|mongolian)$/,
    cuisine('Asian'),
  ],
  [/^(indian|nepalese|pakistani|himalayan|bangladeshi)$/, cuisine('Indian')],
  [
    /^(greek|mediterranean|lebanese|middle_eastern|turkish|falafel|kebab|persian|moroccan)$/,
    cuisine('Mediterranean'),
  ],
  [/^(breakfast|brunch|pancake|waffle)$/, cuisine('Brunch')],
  [/^(coffee_shop|coffee|tea|bakery|donut|bagel)$/, cuisine('Coffee & Cafes')],
  [
    /^(american|burger|barbecue|bbq|steak_house|chicken|wings|diner|sandwich|southern)$/,
    cuisine('American'),
  ],
];

function cuisineOf(tags: OsmTags): Cuisine | undefined {
  const values = (tags.cuisine ?? '')
    .toLowerCase()
    .split(/[;,]/)
    .map((v) => v.trim());
  for (const value of values) {
    if (JAPANESE.some(([word]) => word === value)) {
      return JAPANESE.find(([word]) => values.includes(word))![1];
    }
    const hit = CUISINES.find(([pattern]) => pattern.test(value));
    if (hit) return hit[1];
  }
  return undefined;
}

const AMENITY: Record<string, (tags: OsmTags) => OsmPlacement> = {
  restaurant: (t) => {
    const food = cuisineOf(t);
    return food
      ? place('food', food.subcategory, 'restaurant', ...food.types)
      : place('food', 'Restaurants', 'restaurant');
  },
  cafe: () => place('food', 'Coffee & Cafes', 'cafe'),
  fast_food: (t) => {
    const food = cuisineOf(t);
    return food && food.subcategory !== 'American'
      ? place(
          'food',
          food.subcategory,
          'restaurant',
          'fast_food',
          ...food.types,
        )
      : place('food', 'Fast Food', 'restaurant', 'fast_food');
  },
  bar: (t) =>
    t['roof'] === 'yes' || t['rooftop'] === 'yes'
      ? place('nightlife', 'Rooftop Bars', 'bar')
      : /wine/.test(t.drink ?? t['drink:wine'] ?? '')
        ? place('nightlife', 'Wine Bars', 'bar')
        : place('nightlife', 'Bars', 'bar'),
  pub: () => place('nightlife', 'Pubs', 'pub'),
  biergarten: () => place('nightlife', 'Breweries', 'biergarten'),
  nightclub: () => place('nightlife', 'Nightclubs', 'night_club'),
  cinema: () => place('entertainment', 'Movies', 'movie_theater'),
  theatre: () => place('entertainment', 'Theater', 'theater'),
  arts_centre: () => place('arts', 'Cultural Centers', 'arts_centre'),
  music_venue: (t) => place('concerts', genreOf(t), 'music_venue'),
  planetarium: () => place('arts', 'Science Centers', 'planetarium'),
  ice_cream: () => place('food', 'Coffee & Cafes', 'ice_cream'),
  food_court: () => place('food', 'Restaurants', 'food_hall'),
};

/**
 * A music venue's genre from its tags; without one it goes with most of the
 * catalogue's clubs under Indie, where people browsing live music look.
 */
function genreOf(tags: OsmTags): string {
  const values = (tags['music:genre'] ?? tags.genre ?? '')
    .toLowerCase()
    .split(/[;,]/)
    .map((v) => v.trim());
  return (
    CONCERT_GENRES.find((genre) => values.includes(genre.toLowerCase())) ??
    'Indie'
  );
}

const SPORTS: Record<string, OsmPlacement> = {
  tennis: place('recreational_sports', 'Tennis Courts', 'tennis_court'),
  basketball: place(
    'recreational_sports',
    'Basketball Courts',
    'basketball_court',
  ),
  soccer: place('recreational_sports', 'Soccer Fields', 'soccer_field'),
  baseball: place('recreational_sports', 'Baseball Fields', 'baseball_field'),
  softball: place('recreational_sports', 'Baseball Fields', 'baseball_field'),
  golf: place('recreational_sports', 'Golf Courses', 'golf_course'),
  swimming: place('recreational_sports', 'Swimming Pools', 'swimming_pool'),
  climbing: place('recreational_sports', 'Fitness Centers', 'climbing_gym'),
  ice_skating: place('recreational_sports', 'Recreation Centers', 'ice_rink'),
  skateboard: place('outdoors', 'Parks', 'skate_park'),
};

function sport(tags: OsmTags): OsmPlacement | undefined {
  const first = (tags.sport ?? '').split(';')[0]?.trim() ?? '';
  return SPORTS[first];
}

const LEISURE: Record<string, (tags: OsmTags) => OsmPlacement | undefined> = {
  park: (t) =>
    /garden/i.test(t.name ?? '')
      ? place('outdoors', 'Gardens', 'park', 'garden')
      : place('outdoors', 'Parks', 'park'),
  nature_reserve: () =>
    place('outdoors', 'Recreation Areas', 'park', 'nature_reserve'),
  golf_course: () =>
    place('recreational_sports', 'Golf Courses', 'golf_course'),
  miniature_golf: () => place('entertainment', 'Mini Golf', 'miniature_golf'),
  escape_game: () => place('entertainment', 'Escape Rooms', 'escape_room'),
  bowling_alley: () => place('entertainment', 'Bowling', 'bowling_alley'),
  sports_centre: (t) =>
    sport(t) ??
    place('recreational_sports', 'Recreation Centers', 'recreation_center'),
  fitness_centre: (t) =>
    sport(t) ?? place('recreational_sports', 'Fitness Centers', 'gym'),
  ice_rink: () =>
    place('recreational_sports', 'Recreation Centers', 'ice_rink'),
  amusement_arcade: () => place('entertainment', 'Arcade', 'arcade'),
  trampoline_park: () => place('entertainment', 'Arcade', 'trampoline_park'),
  water_park: () => place('entertainment', 'Arcade', 'water_park'),
  dog_park: () => place('outdoors', 'Parks', 'park', 'dog_park'),
  garden: (t) =>
    t.access === 'private' || t['garden:type'] === 'residential'
      ? undefined
      : place('outdoors', 'Gardens', 'park', 'garden'),
  stadium: () => place('professional_sports', 'Sports Venues', 'stadium'),
  swimming_pool: (t) =>
    t.access === 'private'
      ? undefined
      : place('recreational_sports', 'Swimming Pools', 'swimming_pool'),
  pitch: (t) => sport(t),
};

const TOURISM: Record<string, OsmPlacement> = {
  museum: place('arts', 'Museums', 'museum'),
  gallery: place('arts', 'Art Galleries', 'art_gallery'),
  zoo: place('arts', 'Science Centers', 'zoo'),
  aquarium: place('arts', 'Science Centers', 'aquarium'),
  attraction: place('arts', 'Historical Sites', 'tourist_attraction'),
  viewpoint: place('outdoors', 'Hiking', 'viewpoint'),
  theme_park: place('entertainment', 'Arcade', 'amusement_park'),
};

const SHOP: Record<string, OsmPlacement> = {
  mall: place('shopping', 'Shopping Malls', 'shopping_mall'),
  department_store: place('shopping', 'Shopping Malls', 'department_store'),
  boutique: place('shopping', 'Boutiques', 'clothing_store'),
  antiques: place('shopping', 'Antiques', 'antique_store'),
  books: place('shopping', 'Boutiques', 'book_store'),
  second_hand: place('shopping', 'Antiques', 'thrift_store'),
};

/**
 * Our category and subcategory for an OSM feature, or undefined when it is
 * not a place people go out to. Craft breweries and markets come first:
 * they are often also tagged as a bar or a shop.
 */
export function placeOsmTags(tags: OsmTags): OsmPlacement | undefined {
  if (tags.craft === 'brewery' || tags.microbrewery === 'yes') {
    return place('nightlife', 'Breweries', 'brewery');
  }
  if (tags.craft === 'distillery' || tags.craft === 'winery') {
    return place('nightlife', 'Cocktail Bars', tags.craft);
  }
  if (tags.amenity === 'marketplace' || tags.shop === 'marketplace') {
    return place('shopping', 'Markets', 'market');
  }
  const amenity = tags.amenity && AMENITY[tags.amenity];
  if (amenity) return amenity(tags);
  const leisure = tags.leisure && LEISURE[tags.leisure];
  if (leisure) return leisure(tags);
  if (tags.tourism && TOURISM[tags.tourism]) return TOURISM[tags.tourism];
  if (tags.shop && SHOP[tags.shop]) return SHOP[tags.shop];
  return undefined;
}

/** The facts we keep besides name, place and hours (accessibility, parking, services, diets). */
export function osmAmenities(tags: OsmTags): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags)) {
    if (
      key === 'wheelchair' ||
      key === 'parking' ||
      key === 'outdoor_seating' ||
      key === 'takeout' ||
      key === 'delivery' ||
      key === 'dog' ||
      key === 'cuisine' ||
      key.startsWith('diet:')
    ) {
      kept[key] = value;
    }
  }
  return kept;
}

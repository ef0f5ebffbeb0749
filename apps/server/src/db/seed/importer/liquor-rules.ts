import {
  FOOD_RULES,
  RESTAURANT_FOOD_RULES,
  TAVERN_LICENCE_FOOD_RULES,
} from './licence-food-rules';
import { BAR_RULES, CABARET_RULES, VENUE_RULES } from './licence-venue-rules';
import { firstMatch, place, words } from './name-match';
import { HOTEL_NAMES } from './names';
import type { Placement } from './types';

/**
 * Licence holders that are not places people go out to: shops, salons and
 * spas with a beer-and-wine or art-gallery permit, senior-living homes and
 * cooking schools.
 */
const NOT_A_PLACE = words(
  'barber',
  'barbershop',
  'salon',
  'nail bar',
  'nails',
  'beauty bar',
  'day spa',
  'spa',
  'jewelry',
  'jewelers',
  'bookstore',
  'vape',
  'bed (?:&|and) breakfast',
  'senior living',
  'assisted living',
  'brookdale',
  'clermont park',
  'the carillon',
  'cooking school',
  'culinary arts',
  'metro state',
);
/** A coffee 'salon' is a café. */
const NOT_A_PLACE_EXCEPTIONS = words('coffee', 'tea room');
/**
 * Caterers, concession stands, event halls and arenas whose licence only
 * covers their concessions (the venues people know are curated), unless the
 * name also says restaurant, lounge or bar or a tavern licence makes it one.
 */
const CONCESSIONS_ONLY = words(
  'concessions',
  'centerplate',
  'catering',
  'convention center',
  'events? center',
  'denver coliseum',
  'ritchie center',
);
const VENUE_WITH_A_BAR = words('restaurant', 'lounge', 'bar');

/** A name that says 'bar' in one of its forms (a tavern licence's pubs and taverns too). */
const BAR_WORDS = words(
  'bar',
  'pubs?',
  'gastropub',
  'tavern',
  'saloon',
  'lounge',
  'taproom',
  'tap room',
  'night ?club',
);
/**
 * On a restaurant licence a 'tavern' serves food (Bonnie Brae Tavern); a
 * sports bar or nightclub is still a bar.
 */
const RESTAURANT_LICENCE_BAR_WORDS = words(
  'bar',
  'pubs?',
  'gastropub',
  'saloon',
  'lounge',
  'taproom',
  'tap room',
  'night ?club',
  'sports',
);
/** A name that says 'restaurant' in one of its forms. */
const RESTAURANT_WORDS = words(
  'restaurant',
  'restauant',
  'restaraunt',
  'restaurante',
  'ristorante',
  'rest',
  'eatery',
  'cuisine',
  'pizzeria',
  'taqueria',
);
/** ...or names a dish or kitchen, which on a restaurant licence means food first. */
const FOOD_FIRST_WORDS = words(
  'grill',
  'grille',
  'kitchen',
  'bistro',
  'sushi',
  'steak ?house',
  'chophouse',
);

const SKIPPED_NAMES = /^(colorado seminary|university of denver)$/i;
const SKIPPED_LICENCES =
  /CLUB$|BED & BREAKFAST|SPECIAL EVENTS|STORE|RETAIL|3\.2%|TASTINGS/;
/** An art-gallery permit also covers shops that hold openings: keep galleries. */
const GALLERY_NAMES = words(
  'galler(?:y|ies|ia)',
  'arts?',
  'artspace',
  'studios?',
);

/**
 * A tavern licence: a bar, unless the name says it is a café or restaurant
 * ('Novo Coffee', 'Nicolo's Pizza', 'Jaime's Mexican Restaurant'); a 'Bar &
 * Grill' stays a bar. With cabaret (live entertainment) a theatre or a
 * church by name is the music room or club it became, not a plain bar.
 */
function placeTavern(type: string, name: string): Placement {
  const food = firstMatch(name, TAVERN_LICENCE_FOOD_RULES);
  const barWord = BAR_WORDS.test(name);
  const restaurantWord = RESTAURANT_WORDS.test(name);
  if (food && (!barWord || restaurantWord)) return food;
  if (restaurantWord) return place('food', 'Restaurants', 'restaurant');
  const bar = firstMatch(name, BAR_RULES);
  if (bar) return bar;
  if (!/CABARET/.test(type)) return place('nightlife', 'Bars', 'bar');
  return (
    firstMatch(name, CABARET_RULES) ??
    place('nightlife', 'Bars', 'bar', 'cabaret')
  );
}

/**
 * Category of an on-premises licence: the licence type decides restaurant vs
 * bar (spec of the register), the name refines it. Undefined = not a place
 * people go out to (private clubs, hotels without a venue, stores, salons).
 */
export function placeLicence(
  licence: string,
  name: string,
): Placement | undefined {
  const type = licence.replace(/^LIQUOR - /, '');
  if (SKIPPED_LICENCES.test(type) || SKIPPED_NAMES.test(name)) return undefined;
  if (NOT_A_PLACE.test(name) && !NOT_A_PLACE_EXCEPTIONS.test(name)) {
    return undefined;
  }
  if (
    CONCESSIONS_ONLY.test(name) &&
    !VENUE_WITH_A_BAR.test(name) &&
    !/TAVERN/.test(type)
  ) {
    return undefined;
  }
  const venue = firstMatch(name, VENUE_RULES);
  if (venue) return venue;
  // A hotel's own licence: its restaurant is listed only under a trade name.
  if (HOTEL_NAMES.test(name)) return undefined;
  if (/ART GALLERY/.test(type)) {
    return GALLERY_NAMES.test(name)
      ? place('arts', 'Art Galleries', 'art_gallery')
      : undefined;
  }
  if (type === 'ARTS')
    return place('arts', 'Cultural Centers', 'performing_arts');
  if (/LODGING/.test(type)) {
    if (/\b(inn|lodge|residence)\b/i.test(name)) return undefined;
    return (
      firstMatch(name, BAR_RULES) ?? place('nightlife', 'Lounges', 'lounge')
    );
  }
  if (/BREW PUB/.test(type))
    return place('nightlife', 'Breweries', 'brewery', 'brewpub');
  if (/DISTILLERY/.test(type))
    return place('nightlife', 'Cocktail Bars', 'distillery');
  if (/TAVERN/.test(type)) return placeTavern(type, name);
  if (/BEER & WINE/.test(type)) {
    // Beer-and-wine licences also cover salons, studios and shops: keep only names that say what they are.
    return firstMatch(name, FOOD_RULES) ?? firstMatch(name, BAR_RULES);
  }
  const bar =
    RESTAURANT_LICENCE_BAR_WORDS.test(name) &&
    !RESTAURANT_WORDS.test(name) &&
    !FOOD_FIRST_WORDS.test(name)
      ? firstMatch(name, BAR_RULES)
      : undefined;
  if (bar) return bar;
  return (
    firstMatch(name, RESTAURANT_FOOD_RULES) ??
    place('food', 'Restaurants', 'restaurant')
  );
}

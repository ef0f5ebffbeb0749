import { HOTEL_NAMES } from './names';
import type { Placement } from './types';

type NameRule = [RegExp, Placement];

const place = (
  category: Placement['category'],
  subcategory: string,
  ...types: string[]
): Placement => ({ category, subcategory, types });

/**
 * A case-insensitive pattern matching whole words only ('country' must not
 * match 'Backcountry', nor 'pho' 'Chophouse'), possessive or not; a number
 * may stick to the word ('9thai'). Alternatives are regex source.
 */
const words = (...alternatives: string[]) =>
  new RegExp(`(?<![a-z'])(?:${alternatives.join('|')})(?:'s)?(?![a-z'])`, 'i');

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

/**
 * Strip clubs: 21-and-over adult entertainment, not an ordinary bar or
 * nightclub. Typed 'adult_entertainment' so nothing recommends them as one.
 */
const ADULT_ENTERTAINMENT = words(
  'diamond cabaret',
  "pt'?s showclub",
  'showclub',
  'la boheme',
  "gentlemen'?s club",
  'gentlemens club',
  'strip club',
  "shotgun willie'?s",
  'spearmint rhino',
);

const ITALIAN = place('food', 'Italian', 'restaurant', 'italian');
const MEXICAN = place('food', 'Mexican', 'restaurant', 'mexican');
const ASIAN = place('food', 'Asian', 'restaurant', 'asian');
const AMERICAN = place('food', 'American', 'restaurant', 'american');
const FAST_FOOD = place('food', 'Fast Food', 'restaurant', 'fast_food');
const CAFE = place('food', 'Coffee & Cafes', 'cafe');

/**
 * Venues whose licence type says nothing about what they are: matched by
 * name first. Music venues are filed under the genre they mostly book.
 */
const VENUE_RULES: NameRule[] = [
  // A Denver institution for green chile, whatever its name says.
  [words('^brewery bar'), MEXICAN],
  [/^coors field$/i, place('professional_sports', 'Baseball', 'stadium')],
  [/^ball arena$/i, place('professional_sports', 'Basketball', 'arena')],
  [
    ADULT_ENTERTAINMENT,
    place('nightlife', 'Nightclubs', 'night_club', 'adult_entertainment'),
  ],
  [
    words('comedy', 'improv'),
    place('entertainment', 'Comedy Shows', 'comedy_club'),
  ],
  [
    words('lanes', 'bowling', 'lucky strike', 'punch bowl social', 'bowlero'),
    place('entertainment', 'Bowling', 'bowling_alley'),
  ],
  // Pool halls and the 1Up hold bar licences: 21 and over.
  [
    words('pool hall', 'billiards?'),
    place('entertainment', 'Arcade', 'billiards', 'bar'),
  ],
  [words('1 ?up'), place('entertainment', 'Arcade', 'arcade', 'bar')],
  [
    words('arcade', "dave & buster'?s", 'gameworks'),
    place('entertainment', 'Arcade', 'arcade'),
  ],
  [words('haunted house'), place('entertainment', 'Theater', 'haunted_house')],
  // Paint-and-sip studios: a guided painting class with a drink.
  [
    words(
      'painting with a twist',
      'paint (?:&|and) sip',
      'canvas (?:&|and) cocktails',
    ),
    place('arts', 'Local Artists', 'art_studio'),
  ],
  [words('elitch gardens'), place('entertainment', 'Arcade', 'amusement_park')],
  [words('aquarium'), place('arts', 'Science Centers', 'aquarium')],
  // A 'Stadium 15' is a multiplex, not a sports bar.
  [
    words(
      'alamo drafthouse',
      'film ?center',
      'film society',
      'cinemas?',
      'stadium \\d+',
      'theatres',
      'imax',
      'mayan theatre',
      '^continental 10',
    ),
    place('entertainment', 'Movies', 'movie_theater'),
  ],
  [
    words(
      'ogden theatre',
      'bluebird theatre',
      'gothic theatre',
      'fillmore',
      'summit music hall',
      'marquis theater',
      'larimer lounge',
      'hi-dive',
      'globe hall',
      'lost lake',
    ),
    place('concerts', 'Indie', 'music_venue'),
  ],
  [
    words("cervantes'?", "ophelia'?s", 'bellco theatre', 'fox theatre'),
    place('concerts', 'Electronic', 'music_venue'),
  ],
  [
    words('paramount theatre', 'mission ballroom'),
    place('concerts', 'Pop', 'music_venue'),
  ],
  [
    words('dazzle', 'jazz', 'nocturne'),
    place('concerts', 'Jazz', 'music_venue'),
  ],
  [
    words('grizzly rose', 'stampede', "^charlie'?s(?: bar)?$"),
    place('nightlife', 'Country Bars', 'country_bar'),
  ],
  [
    words('swallow hill', 'levitt pavilion'),
    place('concerts', 'Country', 'music_venue'),
  ],
  [
    words(
      'bonfils theatre',
      'garner galleria',
      'curious theatre',
      'bug theatre',
      'su teatro',
      'theatre company',
      'theater company',
      'playhouse',
      'clocktower cabaret',
      'performing arts center',
    ),
    place('entertainment', 'Theater', 'theater'),
  ],
  [words('museum', 'museo'), place('arts', 'Museums', 'museum')],
  [
    words('galler(?:y|ies|ia)', 'art space', 'artspace'),
    place('arts', 'Art Galleries', 'art_gallery'),
  ],
  [words('golf'), place('recreational_sports', 'Golf Courses', 'golf_course')],
  // An indoor sports club with a bar licence, not a sports bar.
  [
    words('sports club', 'athletic club', 'fitness'),
    place('recreational_sports', 'Fitness Centers', 'gym'),
  ],
];

/** A café by its name alone; a tavern named 'Carioca Cafe' is still a bar. */
const CAFE_RULE: NameRule = [words('cafe', 'café', 'caffe'), CAFE];
/** A restaurant licence named 'tavern' serves food; a tavern licence is a pub. */
const TAVERN_FOOD_RULE: NameRule = [words('tavern', 'saloon'), AMERICAN];

const FOOD_RULES: NameRule[] = [
  // Names that a cuisine word below would misfile.
  [words('noodles & company'), FAST_FOOD],
  [words('hard rock cafe', 'tupelo honey'), AMERICAN],
  [words('pie hole'), ITALIAN],
  [
    words("zoe'?s kitchen"),
    place('food', 'Mediterranean', 'restaurant', 'mediterranean'),
  ],
  [
    words('american indian', 'native american'),
    place('food', 'Restaurants', 'restaurant'),
  ],
  [
    words(
      'sushi',
      'ramen',
      'izakaya',
      'japanese',
      'teppan(?:yaki)?',
      'benihana',
    ),
    place('food', 'Sushi', 'restaurant', 'japanese'),
  ],
  [
    words(
      'pizzas?',
      'pizzeria',
      'pasta',
      'spaghetti',
      'italian',
      'italiano',
      'italia',
      "d'italia",
      'italy',
      'tuscan',
      'napoletana',
      'trattoria',
      'osteria',
      'ristorante',
      'enoteca',
      'cucina',
      'taverna',
      'tavernetta',
    ),
    ITALIAN,
  ],
  [
    words(
      'tacos?',
      'taqueria',
      'mexican',
      'mexicana',
      'mexico',
      'cantina',
      'cocina',
      'cocinita',
      'burritos?',
      'tamales?',
      'mezcal',
      'azteca',
      'jalisco',
      'agave',
      'la fuente',
      'casa',
    ),
    MEXICAN,
  ],
  [
    words(
      'thai',
      'thailand',
      'chinese',
      'china',
      'hong kong',
      'sichuan',
      'szechuan',
      'pho',
      'vietnamese',
      'vietnam',
      'korean',
      'asian',
      'noodles?',
      'wok',
      'dim sum',
      'dumplings?',
      'bao',
      'mongolian',
      'hibachi',
      'tokio',
      'siam',
      'saigon',
    ),
    ASIAN,
  ],
  [
    words(
      'indian?',
      "india'?s",
      'tandoor(?:i)?',
      'curry',
      'masala',
      'himalayan',
      'nepal(?:i|ese)?',
      'gurkhas?',
      'tibet(?:an)?',
    ),
    place('food', 'Indian', 'restaurant', 'indian'),
  ],
  [
    words(
      'greek',
      'mediterranean',
      'falafel',
      'lebanese',
      'persian',
      'gyros?',
      'kebabs?',
      'kabobs?',
      'turkish',
      'moroccan',
      'hummus',
      "zorba'?s",
    ),
    place('food', 'Mediterranean', 'restaurant', 'mediterranean'),
  ],
  // Other cuisines have no subcategory of their own: a plain restaurant.
  [
    words(
      'ethiopian',
      'abyssinia',
      'african',
      'africana',
      'jamaican',
      'caribbean',
      'cuban',
      'cubano',
      'brazil',
      'brazilian',
      'peruvian',
      'latin',
      'russian',
      'french',
    ),
    place('food', 'Restaurants', 'restaurant'),
  ],
  [
    words(
      'coffee',
      'coffeehouse',
      'espresso',
      'bakery',
      'doughnuts?',
      'donuts?',
      'ice cream',
      'gelato',
      'tea room',
      'tea house',
      'creperie',
    ),
    CAFE,
  ],
  [
    words(
      'brunch',
      'breakfast',
      'pancakes?',
      'waffles?',
      'snooze',
      'eggs?',
      'daytime eatery',
    ),
    place('food', 'Brunch', 'restaurant', 'brunch'),
  ],
  [
    words(
      'chipotle',
      'smashburger',
      'qdoba',
      "wahoo'?s",
      "illegal pete'?s",
      "tokyo joe'?s",
      'which wich',
      'potbelly',
      "snarf'?s",
    ),
    FAST_FOOD,
  ],
  [
    words(
      'grill',
      'grille',
      '[a-z]*burgers?',
      'burgerfi',
      'wingstop',
      'bbq',
      'barbecue',
      'barbeque',
      'bar-b-q',
      'bar b que',
      'steaks?',
      'steakhouse',
      'steak house',
      'steakbar',
      'chophouse',
      'roadhouse',
      'diner',
      'smokehouse',
      'wings',
      'deli',
      'delicatessen',
    ),
    AMERICAN,
  ],
  CAFE_RULE,
];

/** Food rules for a tavern licence: a 'cafe' or 'tavern' there is a bar. */
const TAVERN_LICENCE_FOOD_RULES = FOOD_RULES.filter(
  (rule) => rule !== CAFE_RULE,
);
/** Food rules for a restaurant licence. */
const RESTAURANT_FOOD_RULES = [...FOOD_RULES, TAVERN_FOOD_RULE];

const BAR_RULES: NameRule[] = [
  [
    words('rooftop', 'roof ?top', 'roof'),
    place('nightlife', 'Rooftop Bars', 'bar'),
  ],
  [
    words('sports', 'sporting', 'field house', 'sportsbook'),
    place('nightlife', 'Sports Bars', 'bar'),
  ],
  [
    words('wine', 'wines', 'vino', 'unwined'),
    place('nightlife', 'Wine Bars', 'bar'),
  ],
  [
    words(
      'cocktails?',
      'speakeasy',
      'distillery',
      'distilling',
      'spirits',
      'whiskey',
      'whisky',
      'tiki',
      'mezcal',
      'yacht club',
    ),
    place('nightlife', 'Cocktail Bars', 'bar'),
  ],
  [
    words(
      'pubs?',
      'gastropub',
      'irish',
      'tavern',
      'ale house',
      'alehouse',
      'public house',
      'publik house',
    ),
    place('nightlife', 'Pubs', 'pub'),
  ],
  [
    words(
      'brewery',
      'breweries',
      'brewing',
      'brewpub',
      'brew pub',
      'brewhouse',
    ),
    place('nightlife', 'Breweries', 'brewery'),
  ],
  [words('lounge'), place('nightlife', 'Lounges', 'lounge')],
  // 'Country club', 'supper club' and 'yacht club' are not nightclubs.
  [
    words(
      'night ?club',
      '(?<!(?:country|supper|social|yacht|golf|athletic|sports|monkey) )club',
      'ballroom',
      'disco',
    ),
    place('nightlife', 'Nightclubs', 'night_club'),
  ],
  [
    words('saloon', 'honky[- ]?tonk', 'country(?! club)', 'western'),
    place('nightlife', 'Country Bars', 'bar'),
  ],
  [
    words('dance hall', 'dancing'),
    place('nightlife', 'Dance Halls', 'night_club'),
  ],
  [words('dive', 'dive bar', 'dugout'), place('nightlife', 'Dive Bars', 'bar')],
];

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

function firstMatch(name: string, rules: NameRule[]): Placement | undefined {
  return rules.find(([pattern]) => pattern.test(name))?.[1];
}

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
 * Grill' stays a bar.
 */
function placeTavern(type: string, name: string): Placement {
  const food = firstMatch(name, TAVERN_LICENCE_FOOD_RULES);
  const barWord = BAR_WORDS.test(name);
  const restaurantWord = RESTAURANT_WORDS.test(name);
  if (food && (!barWord || restaurantWord)) return food;
  if (restaurantWord) return place('food', 'Restaurants', 'restaurant');
  return (
    firstMatch(name, BAR_RULES) ??
    (/CABARET/.test(type)
      ? place('nightlife', 'Bars', 'bar', 'cabaret')
      : place('nightlife', 'Bars', 'bar'))
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

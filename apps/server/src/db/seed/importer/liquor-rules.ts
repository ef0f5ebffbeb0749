import { HOTEL_NAMES } from './names';
import type { Placement } from './types';

type NameRule = [RegExp, Placement];

const place = (
  category: Placement['category'],
  subcategory: string,
  ...types: string[]
): Placement => ({ category, subcategory, types });

/**
 * Venues whose licence type says nothing about what they are: matched by
 * name first. Music venues are filed under the genre they mostly book.
 */
const VENUE_RULES: NameRule[] = [
  [/^coors field$/i, place('professional_sports', 'Baseball', 'stadium')],
  [/^ball arena$/i, place('professional_sports', 'Basketball', 'arena')],
  [/comedy|improv/i, place('entertainment', 'Comedy Shows', 'comedy_club')],
  [
    /lanes|bowling|lucky strike|punch bowl social|bowlero/i,
    place('entertainment', 'Bowling', 'bowling_alley'),
  ],
  // Pool halls and the 1Up hold bar licences: 21 and over.
  [/pool hall|billiard/i, place('entertainment', 'Arcade', 'billiards', 'bar')],
  [/\b1 ?up\b/i, place('entertainment', 'Arcade', 'arcade', 'bar')],
  [/arcade/i, place('entertainment', 'Arcade', 'arcade')],
  [/haunted house/i, place('entertainment', 'Theater', 'haunted_house')],
  [/painting with a twist/i, place('arts', 'Local Artists', 'art_studio')],
  [/elitch gardens/i, place('entertainment', 'Arcade', 'amusement_park')],
  [/aquarium/i, place('arts', 'Science Centers', 'aquarium')],
  [
    /alamo drafthouse|film ?center|cinema|mayan$|^continental 10/i,
    place('entertainment', 'Movies', 'movie_theater'),
  ],
  [
    /ogden theatre|bluebird theatre|gothic theatre|fillmore|summit music hall|marquis theater|larimer lounge|hi-dive|globe hall|lost lake/i,
    place('concerts', 'Indie', 'music_venue'),
  ],
  [
    /cervantes|ophelia|bellco|fox theatre/i,
    place('concerts', 'Electronic', 'music_venue'),
  ],
  [
    /paramount theatre|mission ballroom/i,
    place('concerts', 'Pop', 'music_venue'),
  ],
  [/dazzle|jazz|nocturne/i, place('concerts', 'Jazz', 'music_venue')],
  [
    /grizzly rose|stampede|charlie'?s/i,
    place('nightlife', 'Country Bars', 'country_bar'),
  ],
  [
    /swallow hill|levitt pavilion/i,
    place('concerts', 'Country', 'music_venue'),
  ],
  [
    /bonfils theatre|garner galleria|curious theatre|bug theatre|su teatro|theatre company|theater company|playhouse/i,
    place('entertainment', 'Theater', 'theater'),
  ],
  [/museum|museo/i, place('arts', 'Museums', 'museum')],
  [
    /gallery|galleria|art space|artspace/i,
    place('arts', 'Art Galleries', 'art_gallery'),
  ],
  [/golf/i, place('recreational_sports', 'Golf Courses', 'golf_course')],
];

const FOOD_RULES: NameRule[] = [
  [
    /sushi|ramen|izakaya|japanese|teppan/i,
    place('food', 'Sushi', 'restaurant', 'japanese'),
  ],
  [
    /pizz|pasta|italian|trattoria|osteria|ristorante|enoteca|cucina/i,
    place('food', 'Italian', 'restaurant', 'italian'),
  ],
  [
    /taco|taqueria|mexican|cantina|cocina|burrito|tamale|mezcal|el taco|casa |la fuente|azteca|jalisco/i,
    place('food', 'Mexican', 'restaurant', 'mexican'),
  ],
  [
    /thai|chinese|sichuan|szechuan|pho|vietnam|korean|asian|noodle|wok|dim sum|dumpling|bao|mongolian|hibachi|tokio|siam|saigon/i,
    place('food', 'Asian', 'restaurant', 'asian'),
  ],
  [
    /india|tandoor|curry|masala|himalayan|nepal|tibet/i,
    place('food', 'Indian', 'restaurant', 'indian'),
  ],
  [
    /greek|mediterr|falafel|lebanese|persian|gyro|kebab|turkish|moroccan|hummus|zorba/i,
    place('food', 'Mediterranean', 'restaurant', 'mediterranean'),
  ],
  [
    /coffee|cafe|caf[eé]|espresso|bakery|tea house|creperie/i,
    place('food', 'Coffee & Cafes', 'cafe'),
  ],
  [
    /brunch|breakfast|pancake|waffle|snooze|egg/i,
    place('food', 'Brunch', 'restaurant', 'brunch'),
  ],
  [
    /chipotle|noodles & company|smashburger|qdoba|wahoo|illegal pete|tokyo joe|which wich|potbelly|snarf/i,
    place('food', 'Fast Food', 'restaurant', 'fast_food'),
  ],
  [
    /grill|burger|bbq|barbecue|steak|chophouse|diner|smokehouse|wings|deli|kitchen|tavern|saloon/i,
    place('food', 'American', 'restaurant', 'american'),
  ],
];

const BAR_RULES: NameRule[] = [
  [/rooftop|roof/i, place('nightlife', 'Rooftop Bars', 'bar')],
  [
    /sports|sporting|field house|stadium/i,
    place('nightlife', 'Sports Bars', 'bar'),
  ],
  [/wine|vino|vinyl/i, place('nightlife', 'Wine Bars', 'bar')],
  [
    /cocktail|speakeasy|distill|spirits|whiskey|whisky|tiki|mezcal/i,
    place('nightlife', 'Cocktail Bars', 'bar'),
  ],
  [
    /pub\b|irish|tavern|ale house|alehouse|public house/i,
    place('nightlife', 'Pubs', 'pub'),
  ],
  [/brew/i, place('nightlife', 'Breweries', 'brewery')],
  [/lounge/i, place('nightlife', 'Lounges', 'lounge')],
  [
    /night ?club|club|ballroom|disco/i,
    place('nightlife', 'Nightclubs', 'night_club'),
  ],
  [/saloon|honky|country/i, place('nightlife', 'Country Bars', 'bar')],
  [/dance/i, place('nightlife', 'Dance Halls', 'night_club')],
  [/dive|dugout|hole/i, place('nightlife', 'Dive Bars', 'bar')],
];

function firstMatch(name: string, rules: NameRule[]): Placement | undefined {
  return rules.find(([pattern]) => pattern.test(name))?.[1];
}

const SKIPPED_NAMES = /^(colorado seminary|university of denver)$/i;
const SKIPPED_LICENCES =
  /CLUB$|BED & BREAKFAST|SPECIAL EVENTS|STORE|RETAIL|3\.2%|TASTINGS/;

/**
 * Category of an on-premises licence: the licence type decides restaurant vs
 * bar (spec of the register), the name refines it. Undefined = not a place
 * people go out to (private clubs, hotels without a venue, stores).
 */
export function placeLicence(
  licence: string,
  name: string,
): Placement | undefined {
  const type = licence.replace(/^LIQUOR - /, '');
  if (SKIPPED_LICENCES.test(type) || SKIPPED_NAMES.test(name)) return undefined;
  const venue = firstMatch(name, VENUE_RULES);
  if (venue) return venue;
  // A hotel's own licence: its restaurant is listed only under a trade name.
  if (HOTEL_NAMES.test(name)) return undefined;
  if (/ART GALLERY/.test(type))
    return place('arts', 'Art Galleries', 'art_gallery');
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
  if (/TAVERN/.test(type)) {
    return (
      firstMatch(name, BAR_RULES) ??
      (/CABARET/.test(type)
        ? place('nightlife', 'Bars', 'bar', 'cabaret')
        : place('nightlife', 'Bars', 'bar'))
    );
  }
  if (/BEER & WINE/.test(type)) {
    // Beer-and-wine licences also cover salons, studios and shops: keep only names that say what they are.
    return firstMatch(name, FOOD_RULES) ?? firstMatch(name, BAR_RULES);
  }
  const bar = /\b(bar|pub|lounge|taproom|saloon)\b/i.test(name)
    ? firstMatch(name, BAR_RULES)
    : undefined;
  if (bar && !/grill|kitchen|restaurant/i.test(name)) return bar;
  return (
    firstMatch(name, FOOD_RULES) ?? place('food', 'Restaurants', 'restaurant')
  );
}

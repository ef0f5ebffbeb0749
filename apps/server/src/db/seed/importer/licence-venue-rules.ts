import { MEXICAN } from './licence-food-rules';
import { type NameRule, place, words } from './name-match';

/**
 * Strip clubs: 21-and-over adult entertainment, not an ordinary bar or
 * nightclub. Typed 'adult_entertainment' so nothing recommends them as one.
 */
const ADULT_ENTERTAINMENT = words(
  'diamond cabaret',
  // Diamond Cabaret's after-hours club, under its own licence.
  'diamond after dark',
  "pt'?s showclub",
  'showclub',
  'la boheme',
  "gentlemen'?s club",
  'gentlemens club',
  'strip club',
  "shotgun willie'?s",
  'spearmint rhino',
);

/**
 * Venues whose licence type says nothing about what they are: matched by
 * name first. Music venues are filed under the genre they mostly book.
 */
export const VENUE_RULES: NameRule[] = [
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
  // The Five Points Roxy (2549 Welton St), a 500-capacity room booking hip-hop.
  [words('roxy theatre'), place('concerts', 'Hip-Hop', 'music_venue')],
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

export const BAR_RULES: NameRule[] = [
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

/**
 * A tavern-and-cabaret licence is a bar with live entertainment; under a
 * building's old name it is what the building became. An old cinema is a
 * live-music room, as the Bluebird and the Ogden are ('Santa Fe Theatre',
 * the Aztlan; cinemas still showing films are matched as Movies first),
 * and a former church or temple is a dance club ('Temple Denver'). A
 * congregation's own licences are special-event licences, skipped before.
 */
export const CABARET_RULES: NameRule[] = [
  [words('theat(?:re|er)'), place('concerts', 'Indie', 'music_venue')],
  [
    words('church', 'temple', 'cathedral', 'chapel'),
    place('nightlife', 'Nightclubs', 'night_club'),
  ],
];

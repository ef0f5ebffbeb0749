import type { PlanCategoryId } from '@app/shared/interests';

import { ADULT_ENTERTAINMENT_WORDS } from './query-features';

/**
 * Words and phrases the local parser understands. `keyword` terms are also
 * searched in names and descriptions ('tacos' finds "Tacos Tequila Whiskey"
 * before other Mexican places); generic terms ('food', 'outdoors') only pick
 * the category.
 */
export type Term = {
  terms: string[];
  category: PlanCategoryId;
  subcategory?: string;
  keyword?: boolean;
};

const sub = (
  category: PlanCategoryId,
  subcategory: string,
  terms: string[],
): Term => ({ terms, category, subcategory, keyword: true });

export const CATEGORY_TERMS: Term[] = [
  sub('food', 'Mexican', [
    'taco',
    'mexican',
    'burrito',
    'enchilada',
    'quesadilla',
  ]),
  sub('food', 'Sushi', ['sushi', 'sashimi', 'japanese']),
  sub('food', 'Italian', ['italian', 'pizza', 'pasta', 'pizzeria']),
  sub('food', 'Asian', [
    'asian',
    'chinese',
    'thai',
    'vietnamese',
    'pho',
    'ramen',
    'korean',
    'dim sum',
    'noodle',
  ]),
  sub('food', 'American', [
    'burger',
    'bbq',
    'barbecue',
    'steak',
    'steakhouse',
    'wing',
    'diner',
  ]),
  sub('food', 'Indian', ['indian', 'curry']),
  sub('food', 'Mediterranean', ['mediterranean', 'greek', 'falafel']),
  // Bakeries and donut shops are filed with cafes (providers/places/osm-tags).
  sub('food', 'Coffee & Cafes', [
    'coffee',
    // A shop of coffee, not shopping.
    'coffee shop',
    'coffeeshop',
    'cafe',
    'espresso',
    'bakery',
    'pastry',
    'donut',
    'bagel',
  ]),
  sub('food', 'Brunch', ['brunch', 'breakfast']),
  sub('food', 'Fast Food', ['fast food']),
  {
    terms: [
      'food',
      'eat',
      'dinner',
      'lunch',
      'restaurant',
      'dining',
      'foodie',
      'meal',
      'cuisine',
      'fine dining',
      'hungry',
    ],
    category: 'food',
  },
  sub('outdoors', 'Hiking', ['hike', 'hiking', 'trail', 'trek']),
  sub('outdoors', 'Parks', ['park', 'picnic', 'playground', 'dog park']),
  // A walk is had in a park; not a word to find in names ('Walker Fine Art').
  {
    terms: ['walk', 'a walk', 'stroll', 'walk the dog', 'dog walk'],
    category: 'outdoors',
    subcategory: 'Parks',
  },
  sub('outdoors', 'Biking', ['bike', 'biking', 'cycling', 'bicycle']),
  sub('outdoors', 'Gardens', ['garden', 'botanic']),
  sub('outdoors', 'Camping', ['camp', 'camping']),
  sub('outdoors', 'Fishing', ['fishing']),
  {
    terms: ['outdoor', 'outdoors', 'outside', 'nature', 'fresh air'],
    category: 'outdoors',
  },
  sub('arts', 'Museums', ['museum']),
  sub('arts', 'Art Galleries', ['gallery', 'galleries']),
  sub('arts', 'Historical Sites', ['history', 'historic', 'historical']),
  sub('arts', 'Science Centers', ['science']),
  sub('arts', 'Sculpture Gardens', ['sculpture']),
  sub('arts', 'Local Artists', ['public art', 'mural']),
  // The galleries' first-Friday walk, before 'walk' is a park.
  { terms: ['art walk', 'gallery walk'], category: 'arts' },
  {
    terms: ['art', 'arts', 'culture', 'cultural', 'creative', 'artsy'],
    category: 'arts',
  },
  sub('entertainment', 'Movies', ['movie', 'cinema', 'film']),
  sub('entertainment', 'Bowling', ['bowling']),
  sub('entertainment', 'Arcade', [
    'arcade',
    'video game',
    'billiards',
    'pool hall',
  ]),
  sub('entertainment', 'Mini Golf', ['mini golf', 'minigolf', 'putt putt']),
  sub('entertainment', 'Escape Rooms', ['escape room']),
  // Not in the catalogue: read so that the answer names what is missing
  // and offers the nearest kinds (features/search/kinds.ts).
  sub('entertainment', 'Axe Throwing', ['axe throwing', 'ax throwing']),
  sub('entertainment', 'Go Karts', ['go kart', 'go karting', 'karting']),
  sub('entertainment', 'Roller Skating', [
    'roller skating',
    'roller rink',
    'roller skate',
  ]),
  sub('arts', 'Art Classes', [
    'pottery',
    'pottery class',
    'painting class',
    'paint and sip',
    'art class',
  ]),
  sub('outdoors', 'Holiday Lights', [
    'christmas lights',
    'holiday lights',
    'light display',
  ]),
  sub('outdoors', 'Skiing', [
    'ski',
    'skiing',
    'snowboarding',
    'snowshoe',
    'snowshoeing',
  ]),
  sub('entertainment', 'Comedy Shows', [
    'comedy',
    'comedy club',
    'standup',
    'stand up',
  ]),
  sub('entertainment', 'Theater', ['theater', 'theatre', 'musical']),
  // 'Dinner and a show' is a night at the theatre; 'show' alone is a
  // stopword ('show me…').
  // A matinee is an afternoon show (query-implied.ts gives the time).
  {
    terms: ['a show', 'matinee'],
    category: 'entertainment',
    subcategory: 'Theater',
  },
  { terms: ['entertainment'], category: 'entertainment' },
  sub('shopping', 'Markets', ['market', 'farmers market']),
  sub('shopping', 'Boutiques', ['boutique']),
  sub('shopping', 'Antiques', ['antique', 'vintage']),
  sub('shopping', 'Shopping Malls', ['mall']),
  { terms: ['shopping', 'shop', 'store'], category: 'shopping' },
  sub('recreational_sports', 'Tennis Courts', ['tennis']),
  sub('recreational_sports', 'Golf Courses', ['golf']),
  sub('recreational_sports', 'Swimming Pools', ['swim', 'swimming', 'pool']),
  sub('recreational_sports', 'Fitness Centers', ['gym', 'fitness', 'workout']),
  sub('recreational_sports', 'Ice Skating', [
    'ice skate',
    'ice skating',
    'ice rink',
    'skating rink',
    'ice skating rink',
  ]),
  sub('recreational_sports', 'Climbing Gyms', [
    'climbing gym',
    'climbing',
    'rock climbing',
    'bouldering',
    'bouldering gym',
  ]),
  sub('recreational_sports', 'Hot Springs', ['hot spring']),
  sub('outdoors', 'Sledding', ['sledding', 'sled', 'sledding hill', 'tubing']),
  sub('recreational_sports', 'Recreation Centers', [
    'rec center',
    'recreation center',
  ]),
  {
    terms: ['exercise', 'active', 'play sports'],
    category: 'recreational_sports',
  },
  sub('professional_sports', 'Football', ['broncos', 'football']),
  sub('professional_sports', 'Baseball', ['rockies', 'baseball']),
  // Fans' names for the teams too: 'avs game', 'nugs tonight'.
  sub('professional_sports', 'Basketball', [
    'nuggets',
    'nugs',
    'basketball game',
  ]),
  sub('professional_sports', 'Hockey', ['avalanche', 'avs', 'hockey']),
  sub('professional_sports', 'Soccer Games', ['rapids', 'soccer game']),
  {
    terms: ['pro sports', 'sporting event', 'sports game', 'game day'],
    category: 'professional_sports',
  },
  sub('concerts', 'Jazz', ['jazz', 'jazz club', 'blues']),
  sub('concerts', 'Rock', ['rock']),
  sub('concerts', 'Pop', ['pop']),
  sub('concerts', 'Classical', ['classical', 'symphony', 'orchestra']),
  sub('concerts', 'Country', ['country music']),
  sub('concerts', 'Electronic', ['electronic', 'edm']),
  sub('concerts', 'Hip-Hop', ['hip hop', 'rap']),
  sub('concerts', 'Indie', ['indie']),
  sub('concerts', 'Metal', ['metal']),
  sub('concerts', 'Music Festivals', ['festival']),
  {
    terms: ['concert', 'live music', 'music', 'gig', 'band'],
    category: 'concerts',
  },
  sub('nightlife', 'Breweries', [
    'brewery',
    'breweries',
    'beer',
    'craft beer',
    'brewpub',
  ]),
  sub('nightlife', 'Cocktail Bars', ['cocktail', 'cocktail bar']),
  sub('nightlife', 'Wine Bars', ['wine', 'wine bar']),
  sub('nightlife', 'Nightclubs', [
    'nightclub',
    'club',
    // Else one edit from 'climbing'.
    'clubbing',
    'dancing',
    // Else 'dance' is corrected to the 'dancer' of adult entertainment.
    'dance',
    'dance club',
  ]),
  sub('nightlife', 'Pubs', ['pub']),
  sub('nightlife', 'Sports Bars', ['sports bar']),
  sub('nightlife', 'Rooftop Bars', ['rooftop']),
  sub('nightlife', 'Dive Bars', ['dive bar']),
  // Nights at a bar that no listing records.
  sub('nightlife', 'Karaoke Bars', ['karaoke', 'karaoke bar']),
  sub('nightlife', 'Trivia Nights', ['trivia', 'trivia night', 'pub quiz']),
  sub('nightlife', 'Lounges', ['lounge']),
  // Asked for by name only: the one way such a place is ever suggested.
  {
    terms: ADULT_ENTERTAINMENT_WORDS,
    category: 'nightlife',
    keyword: true,
  },
  // A kind, so 'comedy show and drinks' keeps the bars beside the shows.
  {
    terms: ['drink', 'drinks', 'happy hour'],
    category: 'nightlife',
    subcategory: 'Bars',
  },
  { terms: ['bar', 'nightlife', 'night out'], category: 'nightlife' },
];

/** Words that carry no search meaning on their own. */
export const STOPWORDS = new Set(
  `a an the for to in on at with and or of me my we us our i you your some something
  somewhere anything anywhere everything someplace place places spot spots thing things
  stuff idea ideas activity activities do doing go going goes want wanna looking look
  find show any good great nice fun cool awesome amazing interesting different unique
  near nearby around close closest nearest denver where what whats which who how when
  whenever if while during until before after then so just also too else maybe can could
  would should will is are was were be been am has had does did that this these those it
  its get have let lets recommend recommendation recommendations suggestion suggestions
  suggest please out up time day new try like really very kind type option options plan
  plans weekend today tonight tomorrow saturday sunday morning afternoon evening night
  people person friend friends folks guest guests group party crew two three four five
  six seven eight nine ten twelve date dates romantic family kid kids child children
  toddler best top rated highly popular cheap budget free inexpensive affordable fancy
  upscale luxury splurge classy indoor indoors inside rainy rain snow snowy cold sunny
  warm weather spend spending visit visiting experience experiences from by all over
  under than more town city area local locally here there live admission entry hang
  hangout outing worth next upcoming whatever open take mom dad parents early`
    .split(/\s+/)
    .filter(Boolean),
);

export const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

/**
 * Emoji with an obvious meaning, read as the words they stand for ('🍕🍺' is
 * 'pizza beer'). Keys without the U+FE0F variation selector.
 */
export const EMOJI_WORDS: Record<string, string> = {
  '🍕': 'pizza',
  '🍝': 'pasta',
  '🍺': 'beer',
  '🍻': 'beer',
  '🍷': 'wine',
  '🍸': 'cocktail',
  '🍹': 'cocktail',
  '☕': 'coffee',
  '🍣': 'sushi',
  '🍱': 'sushi',
  '🌮': 'tacos',
  '🌯': 'burrito',
  '🍔': 'burger',
  '🍜': 'ramen',
  '🥞': 'brunch',
  '🍳': 'breakfast',
  '🎵': 'music',
  '🎶': 'music',
  '🎸': 'music',
  '🎤': 'music',
  '🎷': 'jazz',
  '🎻': 'classical',
  '🎭': 'theater',
  '🎬': 'movie',
  '🍿': 'movie',
  '🎨': 'art',
  '🖼': 'gallery',
  '🏛': 'museum',
  '🥾': 'hiking',
  '⛰': 'hiking',
  '🏔': 'hiking',
  '🌳': 'park',
  '🚲': 'biking',
  '🚴': 'biking',
  '🏊': 'swimming',
  '⛳': 'golf',
  '🎾': 'tennis',
  '🏀': 'basketball',
  '⚽': 'soccer',
  '🏈': 'football',
  '⚾': 'baseball',
  '🏒': 'hockey',
  '🎳': 'bowling',
  '🎮': 'arcade',
  '🛍': 'shopping',
  '💃': 'dancing',
  '🕺': 'dancing',
  '🎉': 'party',
  '🥳': 'party',
  '👶': 'kids',
  '🧒': 'kids',
  '💑': 'date',
  '🌧': 'rainy',
  '☔': 'rainy',
  '❄': 'snow',
  '☀': 'sunny',
};

/** Words after a number that make it something other than money. */
export const NON_MONEY_UNITS = new Set(
  `mile miles mi km kms kilometer kilometers kilometre kilometres meter meters metre
  metres foot feet ft yard yards minute minutes min mins hour hours hr hrs h day days
  week weeks year years yr yrs yo month months degree degrees percent people person
  persons guest guests kid kids child children adult adults friend friends`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after a number that say it is money. */
export const MONEY_UNITS = new Set([
  'dollar',
  'dollars',
  'buck',
  'bucks',
  'usd',
]);

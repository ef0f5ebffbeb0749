import { type NameRule, place, words } from './name-match';

/** Food placements by cuisine, named by the rules below and the venue rules. */
const ITALIAN = place('food', 'Italian', 'restaurant', 'italian');
export const MEXICAN = place('food', 'Mexican', 'restaurant', 'mexican');
const ASIAN = place('food', 'Asian', 'restaurant', 'asian');
const SUSHI = place('food', 'Sushi', 'restaurant', 'japanese');
const AMERICAN = place('food', 'American', 'restaurant', 'american');
const FAST_FOOD = place('food', 'Fast Food', 'restaurant', 'fast_food');
const CAFE = place('food', 'Coffee & Cafes', 'cafe');

/** A café by its name alone; a tavern named 'Carioca Cafe' is still a bar. */
const CAFE_RULE: NameRule = [words('cafe', 'café', 'caffe'), CAFE];
/** A restaurant licence named 'tavern' serves food; a tavern licence is a pub. */
const TAVERN_FOOD_RULE: NameRule = [words('tavern', 'saloon'), AMERICAN];

export const FOOD_RULES: NameRule[] = [
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
  [words('sushi'), SUSHI],
  // A ramen shop is a noodle bar, not a sushi bar; the app has no Ramen
  // subcategory, and Asian is where noodle places are filed and searched.
  [words('ramen'), place('food', 'Asian', 'restaurant', 'asian', 'ramen')],
  [words('izakaya', 'japanese', 'teppan(?:yaki)?', 'benihana'), SUSHI],
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
      'eggs?',
      'daytime eatery',
      // Denver's breakfast-and-lunch houses, whose names say no meal: they
      // close by mid-afternoon, so they are not dinner places.
      'snooze',
      'dozens',
      "lucile'?s",
      'onefold',
      'sassafras american eatery',
      'morning collective',
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
export const TAVERN_LICENCE_FOOD_RULES = FOOD_RULES.filter(
  (rule) => rule !== CAFE_RULE,
);
/** Food rules for a restaurant licence. */
export const RESTAURANT_FOOD_RULES = [...FOOD_RULES, TAVERN_FOOD_RULE];

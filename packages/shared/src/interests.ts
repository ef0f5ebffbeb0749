/** Concert subcategories that are music genres (not comedy, theatre or festivals). */
export const CONCERT_GENRES = [
  'Rock',
  'Pop',
  'Jazz',
  'Classical',
  'Country',
  'Electronic',
  'Hip-Hop',
  'Indie',
  'Metal',
] as const;

/** The 9 plan categories and their subcategories (spec 2 §3). */
export const PLAN_CATEGORIES = [
  {
    id: 'food',
    label: 'Food & Dining',
    subcategories: [
      'Restaurants',
      'Bars',
      'Italian',
      'Mexican',
      'Asian',
      'Sushi',
      'American',
      'Fast Food',
      'Indian',
      'Mediterranean',
      'Coffee & Cafes',
      'Brunch',
    ],
  },
  {
    id: 'outdoors',
    label: 'Outdoor Activities',
    subcategories: [
      'Parks',
      'Hiking',
      'Biking',
      'Gardens',
      'Recreation Areas',
      'Camping',
      'Fishing',
    ],
  },
  {
    id: 'arts',
    label: 'Arts & Culture',
    subcategories: [
      'Museums',
      'Art Galleries',
      'Current Exhibitions',
      'Historical Sites',
      'Science Centers',
      'Cultural Centers',
      'Contemporary Art',
      'Sculpture Gardens',
      'Photography',
      'Local Artists',
    ],
  },
  {
    id: 'entertainment',
    label: 'Entertainment',
    subcategories: [
      'Movies',
      'Bowling',
      'Arcade',
      'Mini Golf',
      'Escape Rooms',
      'Comedy Shows',
      'Theater',
    ],
  },
  {
    id: 'shopping',
    label: 'Shopping',
    subcategories: [
      'Shopping Malls',
      'Outlet Stores',
      'Boutiques',
      'Markets',
      'Antiques',
    ],
  },
  {
    id: 'recreational_sports',
    label: 'Recreational Sports',
    subcategories: [
      'Tennis Courts',
      'Basketball Courts',
      'Golf Courses',
      'Swimming Pools',
      'Fitness Centers',
      'Soccer Fields',
      'Baseball Fields',
      'Recreation Centers',
    ],
  },
  {
    id: 'professional_sports',
    label: 'Professional Sports',
    subcategories: [
      'Baseball',
      'Basketball',
      'Football',
      'Hockey',
      'Soccer Games',
      'Sports Venues',
    ],
  },
  {
    id: 'concerts',
    label: 'Concerts & Events',
    subcategories: [
      ...CONCERT_GENRES,
      'Comedy Shows',
      'Theater Shows',
      'Music Festivals',
    ],
  },
  {
    id: 'nightlife',
    label: 'Bars & Nightlife',
    subcategories: [
      'Bars',
      'Nightclubs',
      'Lounges',
      'Pubs',
      'Breweries',
      'Cocktail Bars',
      'Wine Bars',
      'Sports Bars',
      'Dive Bars',
      'Rooftop Bars',
      'Live Music Venues',
      'Country Bars',
      'Dance Halls',
    ],
  },
] as const;

export type PlanCategoryId = (typeof PLAN_CATEGORIES)[number]['id'];
export const PLAN_CATEGORY_IDS = PLAN_CATEGORIES.map((c) => c.id) as [
  PlanCategoryId,
  ...PlanCategoryId[],
];

/** The 9 interest names of preferences (spec 1 §9), in category order. */
export const INTEREST_NAMES = PLAN_CATEGORIES.map((c) => c.label);

const BY_LABEL = new Map<string, PlanCategoryId>(
  PLAN_CATEGORIES.map((c) => [c.label.toLowerCase(), c.id]),
);

/**
 * The category id of an interest string: a category id ('food'), a label
 * ('Food & Dining') or a 'category: subcategory' pair ('food: Sushi').
 */
export function categoryOfInterest(
  interest: string,
): PlanCategoryId | undefined {
  const head = interest.split(':')[0]!.trim().toLowerCase();
  if ((PLAN_CATEGORY_IDS as readonly string[]).includes(head)) {
    return head as PlanCategoryId;
  }
  return BY_LABEL.get(head);
}

export function categoryLabel(id: string): string {
  return PLAN_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

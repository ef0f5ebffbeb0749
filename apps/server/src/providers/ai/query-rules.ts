import type { PlanCategoryId } from '@app/shared/interests';
import type { ParsedSearch } from '@app/shared/search';

/** Price, time, weather and audience words and what each sets. */
export type Rule = { phrases: string[]; apply: (p: ParsedSearch) => void };

export const RULES: Rule[] = [
  {
    phrases: ['cheap', 'budget', 'inexpensive', 'affordable', 'low cost'],
    apply: (p) => void (p.price_max = Math.min(p.price_max ?? 1, 1)),
  },
  {
    phrases: ['free', 'no cost', 'free of charge', 'for free'],
    apply: (p) => void (p.price_max = 0),
  },
  {
    phrases: [
      'fancy',
      'upscale',
      'luxury',
      'splurge',
      'classy',
      'elegant',
      'fine dining',
    ],
    apply: (p) => void (p.price_min = 3),
  },
  {
    phrases: ['tonight', 'this evening'],
    apply: (p) => void ((p.when = 'tonight'), (p.time_of_day = 'evening')),
  },
  {
    phrases: ['this afternoon'],
    apply: (p) => void ((p.when = 'today'), (p.time_of_day = 'afternoon')),
  },
  {
    phrases: ['today', 'right now', 'now', 'open now'],
    apply: (p) => void (p.when ??= 'today'),
  },
  { phrases: ['tomorrow'], apply: (p) => void (p.when = 'tomorrow') },
  {
    phrases: ['this weekend', 'weekend'],
    apply: (p) => void (p.when ??= 'this_weekend'),
  },
  {
    phrases: ['this week', 'this coming week', 'next few days'],
    apply: (p) => void (p.when ??= 'this_week'),
  },
  { phrases: ['monday'], apply: (p) => void (p.when = 'monday') },
  { phrases: ['tuesday'], apply: (p) => void (p.when = 'tuesday') },
  { phrases: ['wednesday'], apply: (p) => void (p.when = 'wednesday') },
  { phrases: ['thursday'], apply: (p) => void (p.when = 'thursday') },
  { phrases: ['friday'], apply: (p) => void (p.when = 'friday') },
  { phrases: ['saturday'], apply: (p) => void (p.when = 'saturday') },
  { phrases: ['sunday'], apply: (p) => void (p.when = 'sunday') },
  { phrases: ['morning'], apply: (p) => void (p.time_of_day = 'morning') },
  { phrases: ['afternoon'], apply: (p) => void (p.time_of_day = 'afternoon') },
  {
    // 'After work' is the evening, not a word to find in names ('Slice Works').
    phrases: [
      'evening',
      'night',
      'late night',
      'after dark',
      'after work',
      'after the office',
      'after office',
      'open late',
    ],
    apply: (p) => void (p.time_of_day = 'evening'),
  },
  {
    phrases: [
      'outdoor',
      'outdoors',
      'outside',
      'sunny',
      'nature',
      'fresh air',
      'nice weather',
      'warm day',
    ],
    apply: (p) => void (p.setting = 'outdoor'),
  },
  {
    phrases: [
      'indoor',
      'indoors',
      'inside',
      'rainy',
      'rain',
      'raining',
      'snow',
      'snowy',
      'snowing',
      'cold',
      'freezing',
      'stormy',
      'bad weather',
      'too hot',
    ],
    apply: (p) => void (p.setting = 'indoor'),
  },
  {
    phrases: [
      'date night',
      'date',
      'romantic',
      'anniversary',
      'couple',
      'girlfriend',
      'boyfriend',
      'wife',
      'husband',
      'partner',
    ],
    apply: (p) => void (p.occasion = 'date_night'),
  },
  {
    phrases: [
      'kid',
      'family',
      'family friendly',
      'kid friendly',
      'kids friendly',
      'child friendly',
      'child',
      'children',
      'toddler',
      'little one',
      'teen',
      'teenager',
    ],
    apply: (p) => void (p.occasion = 'family'),
  },
  {
    phrases: [
      'friend',
      'group',
      'crew',
      'party',
      'bachelor',
      'bachelorette',
      'coworker',
      'team outing',
      'birthday',
    ],
    apply: (p) => void (p.occasion ??= 'group'),
  },
  {
    phrases: ['solo', 'alone', 'myself', 'by myself'],
    apply: (p) => void (p.occasion = 'solo'),
  },
  {
    phrases: ['best', 'top rated', 'highly rated', 'top', 'popular'],
    apply: (p) => void (p.top_rated = true),
  },
];

/** One category, or one subcategory of it. */
export type MixItem = { category: PlanCategoryId; subcategory?: string };

const mix = (category: PlanCategoryId, subcategories?: string[]): MixItem[] =>
  subcategories
    ? subcategories.map((subcategory) => ({ category, subcategory }))
    : [{ category }];

/**
 * What an audience, the weather or a free budget suggests when the question
 * names no kind of place ('rainy day ideas for kids' -> science centres and
 * museums, not parks).
 */
export const IMPLIED: Record<string, MixItem[]> = {
  family: [
    ...mix('arts', ['Science Centers', 'Museums']),
    ...mix('outdoors', ['Parks', 'Recreation Areas', 'Gardens']),
    ...mix('entertainment', ['Bowling', 'Arcade', 'Movies']),
  ],
  date_night: [
    ...mix('food', ['Italian', 'Sushi']),
    ...mix('nightlife', ['Wine Bars', 'Cocktail Bars', 'Lounges']),
    ...mix('entertainment', ['Theater', 'Comedy Shows']),
  ],
  group: [
    ...mix('entertainment', ['Bowling', 'Arcade', 'Comedy Shows']),
    ...mix('nightlife', ['Breweries', 'Sports Bars']),
  ],
  solo: [
    ...mix('arts', ['Museums', 'Art Galleries']),
    ...mix('food', ['Coffee & Cafes']),
    ...mix('outdoors', ['Hiking']),
  ],
  indoor: [
    ...mix('arts', ['Museums', 'Science Centers', 'Art Galleries']),
    ...mix('entertainment', [
      'Movies',
      'Bowling',
      'Arcade',
      'Theater',
      'Comedy Shows',
    ]),
    ...mix('shopping', ['Shopping Malls']),
  ],
  outdoor: mix('outdoors'),
  free: [
    ...mix('outdoors', ['Parks', 'Hiking', 'Recreation Areas']),
    ...mix('arts', ['Sculpture Gardens', 'Local Artists']),
  ],
};

const covers = (items: MixItem[], item: MixItem) =>
  items.some(
    (i) =>
      i.category === item.category &&
      (i.subcategory === undefined || i.subcategory === item.subcategory),
  );

/**
 * The mix several hints agree on: each later hint narrows the first, unless
 * nothing would be left, in which case that hint is skipped.
 */
export function combineMixes(mixes: MixItem[][]): MixItem[] {
  let result: MixItem[] | undefined;
  for (const next of mixes) {
    if (!result) {
      result = next;
      continue;
    }
    const narrowed = [
      ...result.filter((item) => covers(next, item)),
      ...next.filter(
        (item) => item.subcategory !== undefined && covers(result!, item),
      ),
    ];
    const unique = narrowed.filter(
      (item, i) =>
        narrowed.findIndex(
          (o) =>
            o.category === item.category && o.subcategory === item.subcategory,
        ) === i,
    );
    if (unique.length > 0) result = unique;
  }
  return result ?? [];
}

/**
 * Kinds an audience adds to the ones named: children's museums and the
 * nature and science museum are filed as science centres, so 'museum for
 * toddlers' had led with the contemporary art museums.
 */
const AUDIENCE_KINDS: Record<string, Record<string, string[]>> = {
  family: { Museums: ['Science Centers'] },
};

export function audienceKinds(parsed: ParsedSearch): string[] {
  const extra = parsed.occasion ? AUDIENCE_KINDS[parsed.occasion] : undefined;
  if (!extra) return [];
  return parsed.subcategories.flatMap((s) => extra[s] ?? []);
}

import type { ParsedSearch } from '@app/shared/ai-search';
import type { PlanCategoryId } from '@app/shared/interests';

/** Price, time, mood and occasion words and what each sets. */
export type Rule = { phrases: string[]; apply: (p: ParsedSearch) => void };

export const RULES: Rule[] = [
  {
    phrases: ['cheap', 'budget', 'inexpensive', 'affordable', 'low cost'],
    apply: (p) => void (p.price_max = Math.min(p.price_max ?? 1, 1)),
  },
  { phrases: ['free'], apply: (p) => void (p.price_max = 0) },
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
    phrases: ['tonight'],
    apply: (p) => void ((p.when = 'tonight'), (p.time_of_day = 'evening')),
  },
  { phrases: ['today'], apply: (p) => void (p.when ??= 'today') },
  { phrases: ['tomorrow'], apply: (p) => void (p.when = 'tomorrow') },
  {
    phrases: ['this weekend', 'weekend'],
    apply: (p) => void (p.when = 'this_weekend'),
  },
  { phrases: ['saturday'], apply: (p) => void (p.when = 'saturday') },
  { phrases: ['sunday'], apply: (p) => void (p.when = 'sunday') },
  { phrases: ['morning'], apply: (p) => void (p.time_of_day = 'morning') },
  { phrases: ['afternoon'], apply: (p) => void (p.time_of_day = 'afternoon') },
  {
    phrases: ['evening', 'night'],
    apply: (p) => void (p.time_of_day = 'evening'),
  },
  {
    phrases: ['outdoor', 'outdoors', 'outside', 'sunny', 'nature', 'fresh air'],
    apply: (p) => void (p.setting = 'outdoor'),
  },
  {
    phrases: [
      'indoor',
      'indoors',
      'inside',
      'rainy',
      'rain',
      'snow',
      'snowy',
      'cold',
    ],
    apply: (p) => void (p.setting = 'indoor'),
  },
  {
    phrases: ['date night', 'date', 'romantic', 'anniversary'],
    apply: (p) => void (p.occasion = 'date_night'),
  },
  {
    phrases: ['kid', 'family', 'child', 'children', 'toddler'],
    apply: (p) => void (p.occasion = 'family'),
  },
  {
    phrases: ['friend', 'group', 'crew', 'party', 'bachelor', 'bachelorette'],
    apply: (p) => void (p.occasion ??= 'group'),
  },
  {
    phrases: ['solo', 'alone', 'myself'],
    apply: (p) => void (p.occasion = 'solo'),
  },
  {
    phrases: ['best', 'top rated', 'highly rated', 'top', 'popular'],
    apply: (p) => void (p.top_rated = true),
  },
];

/** Categories a mood or occasion suggests when none was named. */
export const IMPLIED: Record<string, PlanCategoryId[]> = {
  date_night: ['food', 'nightlife', 'entertainment'],
  family: ['outdoors', 'entertainment', 'arts'],
  group: ['entertainment', 'nightlife', 'food'],
  indoor: ['arts', 'entertainment', 'shopping'],
  outdoor: ['outdoors'],
};

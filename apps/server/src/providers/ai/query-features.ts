import type { MixItem } from './query-rules';

/**
 * Something a question asks of a place that listings seldom record: a
 * patio, dogs welcome, a museum's free day. The question keeps it as a
 * keyword (a chip, and what search checks listings against); when it names
 * no kind of place, the places that usually have it are where to look, so
 * 'dog friendly patio' is never an empty page.
 */
type FeatureAsk = {
  /** The keyword the question keeps for it, one per feature. */
  keyword: string;
  phrases: string[];
  /** Where to look when the question names no kind of place. */
  kinds: MixItem[];
  /** It asks for no charge as well ('free day'). */
  free?: boolean;
};

const PATIO_KINDS: MixItem[] = [
  { category: 'nightlife', subcategory: 'Breweries' },
  { category: 'nightlife', subcategory: 'Bars' },
  { category: 'nightlife', subcategory: 'Pubs' },
  { category: 'food' },
];

export const FEATURE_ASKS: FeatureAsk[] = [
  {
    keyword: 'patio',
    phrases: [
      'patio',
      'outdoor patio',
      'outdoor seating',
      'outside seating',
      'beer garden',
      'biergarten',
      'terrace',
    ],
    kinds: PATIO_KINDS,
  },
  {
    keyword: 'dog friendly',
    // Matched on singular words: 'dogs allowed' covers 'dog allowed'.
    phrases: [
      'dog friendly',
      'pet friendly',
      'dogs allowed',
      'dogs welcome',
      'with my dog',
      'with the dog',
      'with our dog',
      'bring my dog',
      'bring the dog',
    ],
    // Breweries, the patio the question most likely means, and the
    // outdoors, where the only listings known to welcome dogs are: dog
    // parks (listing-features.ts).
    kinds: [
      { category: 'nightlife', subcategory: 'Breweries' },
      { category: 'outdoors' },
    ],
  },
  {
    keyword: 'easy',
    phrases: [
      'easy',
      'short',
      'short hike',
      'quick hike',
      'beginner',
      'beginner friendly',
      'not too hard',
      'gentle',
      'flat',
      'paved',
    ],
    kinds: [{ category: 'outdoors', subcategory: 'Hiking' }],
  },
  {
    keyword: 'wheelchair',
    phrases: [
      'wheelchair',
      'wheelchair accessible',
      'wheelchair friendly',
      'accessible',
      'step free',
    ],
    kinds: [],
  },
  {
    // A museum's, a zoo's or a garden's day without a ticket. Alone ('my
    // free day') it is only a free day: no kind of place is implied.
    keyword: 'free day',
    phrases: ['free day', 'free admission day', 'free entry day'],
    kinds: [],
    free: true,
  },
];

/** Words that ask for adult entertainment, which is never suggested unasked. */
export const ADULT_ENTERTAINMENT_WORDS = [
  'strip club',
  'strip joint',
  'gentlemens club',
  'gentleman club',
  'adult entertainment',
  'showclub',
  'topless',
  'exotic dancer',
];

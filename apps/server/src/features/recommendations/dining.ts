import {
  CUISINE_OPTIONS,
  DIETARY_OPTIONS,
  type Preferences,
} from '@app/shared/preferences';

type Cuisine = Lowercase<(typeof CUISINE_OPTIONS)[number]>;
type Diet = Lowercase<(typeof DIETARY_OPTIONS)[number]>;

/**
 * The catalogue's food subcategories that hold each preference cuisine. The
 * catalogue files Thai, Chinese and Vietnamese places under Asian and
 * Japanese ones under Sushi, except ramen shops (Asian, see CUISINE_KINDS);
 * it has no French subcategory, so French is found by name or description
 * only.
 */
const CUISINE_SUBCATEGORIES: Record<Cuisine, readonly string[]> = {
  italian: ['Italian'],
  mexican: ['Mexican'],
  asian: ['Asian', 'Sushi'],
  indian: ['Indian'],
  mediterranean: ['Mediterranean'],
  american: ['American'],
  french: [],
  thai: ['Asian'],
  japanese: ['Sushi'],
  chinese: ['Asian'],
  greek: ['Mediterranean'],
  'middle eastern': ['Mediterranean'],
};

/**
 * Kinds of place that serve a cuisine though filed under a broader
 * subcategory: the importer and the OSM import file a ramen shop under Asian,
 * typed `ramen`, so only the type (or the word in its listing, as the
 * recommendation candidates carry no types) says it is Japanese.
 */
const CUISINE_KINDS: Partial<Record<Cuisine, readonly string[]>> = {
  japanese: ['ramen'],
};

/**
 * Words that, in a place's name or description, show it offers something for
 * a diet. No catalogue field records diets, so this is the only evidence.
 */
const DIET_WORDS: Record<Diet, readonly string[]> = {
  vegetarian: ['vegetarian', 'vegan', 'plant-based'],
  vegan: ['vegan', 'plant-based'],
  'gluten-free': ['gluten-free', 'gluten free'],
  'dairy-free': ['dairy-free', 'dairy free'],
  kosher: ['kosher'],
  halal: ['halal'],
  keto: ['keto'],
  paleo: ['paleo'],
};

type CuisineTaste = {
  /** As the user chose it: 'Thai'. */
  label: string;
  /** Lower-case food subcategories that hold it ('asian'). */
  subcategories: Set<string>;
  /** Types, or words, of places that serve it whatever their subcategory ('ramen'). */
  kinds: readonly string[];
};

export type DiningTaste = {
  cuisines: CuisineTaste[];
  /** Words whose mention in a listing is evidence for one of the user's diets. */
  dietWords: string[];
};

const titleCase = (value: string) =>
  value.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function diningTaste(
  prefs: Pick<Preferences, 'cuisine_preferences' | 'dietary_restrictions'>,
): DiningTaste {
  return {
    cuisines: prefs.cuisine_preferences.map((cuisine) => ({
      label: titleCase(cuisine),
      subcategories: new Set(
        (CUISINE_SUBCATEGORIES[cuisine as Cuisine] ?? []).map((s) =>
          s.toLowerCase(),
        ),
      ),
      kinds: CUISINE_KINDS[cuisine as Cuisine] ?? [],
    })),
    dietWords: [
      ...new Set(
        prefs.dietary_restrictions.flatMap((d) => DIET_WORDS[d as Diet] ?? []),
      ),
    ],
  };
}

/** The word as a word: 'thai' in '9thai' or 'Chada Thai', not in 'Thaiyo'. */
function mentions(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z])${escaped}($|[^a-z])`).test(text);
}

type CuisineMatch = {
  cuisine: string;
  /**
   * The listing names the cuisine itself or a kind of place serving it
   * (ramen for Japanese), not only a subcategory holding it.
   */
  named: boolean;
};

type Listing = {
  category: string;
  subcategory: string | null;
  name: string;
  description: string | null;
  types?: readonly string[] | null;
};

const textOf = (row: Listing) =>
  `${row.name} ${row.description ?? ''}`.toLowerCase();

/**
 * The user's cuisine this food place serves: named in its listing first
 * ('Chada Thai' for Thai, a ramen shop for Japanese), else through its
 * subcategory (Asian for Thai).
 */
export function cuisineMatch(
  row: Listing,
  taste: DiningTaste,
): CuisineMatch | null {
  if (row.category !== 'food' || taste.cuisines.length === 0) return null;
  const text = textOf(row);
  const named = taste.cuisines.find(
    (c) =>
      mentions(text, c.label.toLowerCase()) ||
      c.kinds.some((kind) => row.types?.includes(kind) || mentions(text, kind)),
  );
  if (named) return { cuisine: named.label, named: true };
  const sub = row.subcategory?.toLowerCase();
  const held = sub && taste.cuisines.find((c) => c.subcategories.has(sub));
  return held ? { cuisine: held.label, named: false } : null;
}

/** The diet word the listing mentions, if any: evidence, never a promise. */
export function dietMention(row: Listing, taste: DiningTaste): string | null {
  const text = textOf(row);
  return taste.dietWords.find((word) => mentions(text, word)) ?? null;
}

/** A food place that fits the dining preferences: a chosen cuisine or a diet its listing names. */
export function fitsDining(row: Listing, taste: DiningTaste): boolean {
  return (
    row.category === 'food' &&
    (cuisineMatch(row, taste) !== null || dietMention(row, taste) !== null)
  );
}

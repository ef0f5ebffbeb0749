import type { Placement } from './types';

/** A name pattern and where a name matching it is filed. */
export type NameRule = [RegExp, Placement];

export const place = (
  category: Placement['category'],
  subcategory: string,
  ...types: string[]
): Placement => ({ category, subcategory, types });

/**
 * A case-insensitive pattern matching whole words only ('country' must not
 * match 'Backcountry', nor 'pho' 'Chophouse'), possessive or not; a number
 * may stick to the word ('9thai'). Alternatives are regex source.
 */
export const words = (...alternatives: string[]) =>
  new RegExp(`(?<![a-z'])(?:${alternatives.join('|')})(?:'s)?(?![a-z'])`, 'i');

/** Where the first rule whose pattern `name` matches files it. */
export function firstMatch(
  name: string,
  rules: NameRule[],
): Placement | undefined {
  return rules.find(([pattern]) => pattern.test(name))?.[1];
}

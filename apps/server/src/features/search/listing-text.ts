import type { Activity } from '@app/shared/activity';

import { singular } from '../../providers/ai/local-query-parser';

/**
 * What a listing's own words say: search can check a question's words
 * against these and nothing more.
 */

/** The question's keywords found in the name, and those found only in the details. */
export function keywordsFound(activity: Activity, keywords: string[]) {
  const name = activity.name.toLowerCase();
  const rest = [
    activity.description,
    activity.subcategory,
    activity.venue_name,
    ...activity.types,
  ]
    .join(' ')
    .toLowerCase();
  const all = `${name} ${rest}`;
  const inName: string[] = [];
  const inRest: string[] = [];
  for (const keyword of keywords) {
    // 'craft beer' matches "Craft Beer Co" and "beer ... craft" alike.
    const stems = keyword.toLowerCase().split(/\s+/).map(singular);
    if (stems.every((stem) => name.includes(stem))) inName.push(keyword);
    else if (stems.every((stem) => all.includes(stem))) inRest.push(keyword);
  }
  return { inName, inRest };
}

/** Whether the listing mentions the keyword at all. */
export function mentions(activity: Activity, keyword: string): boolean {
  const { inName, inRest } = keywordsFound(activity, [keyword]);
  return inName.length + inRest.length > 0;
}

/** Every word of the question (stemmed) appears in the name. */
export function namedBy(activity: Activity, words: string[]): boolean {
  const name = activity.name.toLowerCase().replace(/['’]/g, '');
  return words.every((word) => name.includes(singular(word)));
}

import { remove as foldConfusables } from 'confusables';
import { sql, type SQL } from 'drizzle-orm';

import { users } from '../../db/schema';

// ASCII letters that read alike in most fonts fold to one form ('rn' to 'm',
// '0' to 'o', '1' and 'i' to 'l', '.' to '_'), the same in JavaScript and SQL.
const PAIRS: [string, string][] = [
  ['rn', 'm'],
  ['vv', 'w'],
];
const FROM = '01i.';
const TO = 'oll_';

/** The form two look-alike usernames share. */
export function usernameSkeleton(username: string): string {
  let folded = foldConfusables(username.normalize('NFKC')).toLowerCase();
  for (const [from, to] of PAIRS) folded = folded.replaceAll(from, to);
  return [...folded].map((c) => TO[FROM.indexOf(c)] ?? c).join('');
}

/** The skeleton of the stored username, for comparing with `usernameSkeleton`. */
export function storedUsernameSkeleton(): SQL {
  let expression = sql`lower(${users.username})`;
  for (const [from, to] of PAIRS)
    expression = sql`replace(${expression}, ${from}, ${to})`;
  return sql`translate(${expression}, ${FROM}, ${TO})`;
}

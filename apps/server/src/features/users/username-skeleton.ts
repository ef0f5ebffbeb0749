import { remove as foldConfusables } from 'confusables';
import { sql, type SQL } from 'drizzle-orm';

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

/** The same folding in SQL, of an already lower-cased text `expression`. */
export function skeletonSql(lowered: SQL): SQL {
  let expression = lowered;
  for (const [from, to] of PAIRS)
    expression = sql`replace(${expression}, ${from}, ${to})`;
  return sql`translate(${expression}, ${FROM}, ${TO})`;
}

/** How many people a question is for: 'for 4 people', 'a family of 8'. */
import { MONEY_UNITS, NON_MONEY_UNITS, NUMBER_WORDS } from './query-vocabulary';

/** Units that count people: 'for 4 people' is a group of four. */
const PEOPLE_WORDS = new Set([
  'people',
  'person',
  'persons',
  'guest',
  'guests',
  'kid',
  'kids',
  'child',
  'children',
  'adult',
  'adults',
  'friend',
  'friends',
]);

/** 'for 2 hours' and 'for 20 dollars' count no heads. */
const NOT_HEADS = [...NON_MONEY_UNITS, ...MONEY_UNITS].filter(
  (unit) => !PEOPLE_WORDS.has(unit),
);

/** Words before 'of 8' that make it a head count. */
const COUNTED = '(?:group|party|family|table|crew)';

const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;

const PATTERNS = [
  new RegExp(`\\b${COUNTED}\\s+of\\s+${NUMBER}\\b`),
  new RegExp(`\\bfor\\s+(\\d{1,3})\\b(?!\\s+(?:${NOT_HEADS.join('|')})\\b)`),
  new RegExp(
    `\\b${NUMBER}\\s+(?:people|persons|friends|of us|guests|adults)\\b`,
  ),
  // 'for eight', but not 'for two hours'.
  new RegExp(
    `\\bfor\\s+(${Object.keys(NUMBER_WORDS).join('|')})\\b(?!\\s+(?:${NOT_HEADS.join('|')})\\b)`,
  ),
];

/** The group size in the question's words, or null when none is given. */
export function groupSize(tokens: string[]): number | null {
  const text = tokens.join(' ');
  for (const pattern of PATTERNS) {
    const found = pattern.exec(text)?.[1];
    if (found === undefined) continue;
    const n = NUMBER_WORDS[found] ?? Number(found);
    if (n >= 1 && n <= 100) return n;
  }
  return null;
}

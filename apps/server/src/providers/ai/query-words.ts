/** Splitting a question into words, and the plain singular each is read as. */
import { EMOJI_WORDS } from './query-vocabulary';

const EMOJI = new RegExp(
  Object.keys(EMOJI_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gu',
);

/** Known emoji read as their words: '🍕🍺' -> ' pizza  beer '. */
function emojiAsWords(text: string): string {
  return text
    .replace(/\uFE0F/g, '')
    .replace(EMOJI, (emoji) => ` ${EMOJI_WORDS[emoji]} `);
}

/**
 * Texting spellings of times and people, which no edit distance reaches
 * ('2nite' is four edits from 'tonight'), read as the words they stand for.
 */
const CASUAL_SPELLINGS: Record<string, string> = {
  '2nite': 'tonight',
  '2night': 'tonight',
  tonite: 'tonight',
  nite: 'night',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  '2morrow': 'tomorrow',
  '2moro': 'tomorrow',
  wknd: 'weekend',
  wkend: 'weekend',
  thurs: 'thursday',
  ppl: 'people',
  bday: 'birthday',
  // Words under five letters are never spelling-corrected.
  wat: 'what',
  wut: 'what',
  nr: 'near',
  gud: 'good',
  chep: 'cheap',
  plz: 'please',
  pls: 'please',
  u: 'you',
  ur: 'your',
};

export function tokenize(text: string): string[] {
  return emojiAsWords(text)
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) =>
      Object.hasOwn(CASUAL_SPELLINGS, word) ? CASUAL_SPELLINGS[word]! : word,
    );
}

/** A plain English singular: 'tacos' -> 'taco', 'breweries' -> 'brewery'. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) {
    return word.slice(0, -1);
  }
  return word;
}

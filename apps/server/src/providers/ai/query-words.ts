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

export function tokenize(text: string): string[] {
  return emojiAsWords(text)
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
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

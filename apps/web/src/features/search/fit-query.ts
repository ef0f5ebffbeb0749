import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';

/** A question as it can be sent, and whether it had to be cut to fit. */
type FittedQuery = { text: string; shortened: boolean };

/** Control characters (NUL among them) and lone surrogates, which the API refuses. */
const UNSENDABLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The question from a link or a navigation, made sendable: characters the
 * API refuses become spaces, runs of spaces one, and a question longer than
 * the API takes is cut at the last word that fits (mid-word only when a
 * single word fills most of it).
 */
export function fitQuery(
  raw: string,
  max = AI_SEARCH_MAX_QUERY_LENGTH,
): FittedQuery {
  const clean = raw.replace(UNSENDABLE, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return { text: clean, shortened: false };
  const space = clean.lastIndexOf(' ', max);
  let text = space >= max / 2 ? clean.slice(0, space) : clean.slice(0, max);
  // Never split an emoji (a surrogate pair) in two.
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  return { text: text.trimEnd(), shortened: true };
}

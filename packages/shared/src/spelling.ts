/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), so
 * 'musuem' is one edit from 'museum'. Stops early past `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, prevPrev[j - 2]! + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Edits allowed for a word: none under 5 letters (too many short names,
 * 'Meow Wolf', sit one edit from a known word), 2 from 8 letters on.
 */
function allowedEdits(word: string): number {
  if (word.length < 5) return 0;
  return word.length >= 8 ? 2 : 1;
}

/**
 * The closest known word to `word` within its allowed edits, or undefined
 * when it is known already or nothing is close. Ties go to the word listed
 * first in the vocabulary.
 */
export function correctWord(
  word: string,
  vocabulary: ReadonlySet<string>,
): string | undefined {
  if (vocabulary.has(word)) return undefined;
  const max = allowedEdits(word);
  if (max === 0) return undefined;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const known of vocabulary) {
    if (known.length < 4) continue;
    const d = editDistance(word, known, max);
    if (d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  return best;
}

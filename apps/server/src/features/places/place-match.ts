import { distanceMeters } from '@app/shared/metro';

import { nameKey } from '../../db/seed/importer/names';

/** Two records are one place when their names are alike and they lie this close. */
export const SAME_PLACE_METERS = 75;
const SIMILAR_NAMES = 0.6;

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${text} `;
  for (let i = 0; i < padded.length - 1; i++) {
    const gram = padded.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/**
 * 0..1 likeness of two names after dropping case, punctuation and filler
 * words ('The Ginn Mill' = 'Ginn Mill'); a name contained in the other
 * ('Snooze' in 'Snooze an A.M. Eatery') counts as alike.
 */
export function nameSimilarity(a: string, b: string): number {
  const ka = nameKey(a) || a.toLowerCase();
  const kb = nameKey(b) || b.toLowerCase();
  if (ka === kb) return 1;
  const words = (k: string) => ` ${k} `;
  if (
    Math.min(ka.length, kb.length) >= 4 &&
    (words(ka).includes(words(kb)) || words(kb).includes(words(ka)))
  ) {
    return 0.9;
  }
  const ga = bigrams(ka);
  const gb = bigrams(kb);
  let shared = 0;
  for (const [gram, count] of ga) shared += Math.min(count, gb.get(gram) ?? 0);
  const total = [...ga.values(), ...gb.values()].reduce((s, n) => s + n, 0);
  return total === 0 ? 0 : (2 * shared) / total;
}

export type Locatable = {
  name: string;
  latitude: number;
  longitude: number;
};

/** ~110 m cells: a 75 m neighbour is always in the same or an adjacent cell. */
const cell = (lat: number, lng: number) =>
  `${Math.floor(lat * 1000)}:${Math.floor(lng * 1000)}`;

/** Places bucketed by position so a lookup checks only nearby rows. */
export class PlaceIndex<T extends Locatable> {
  private readonly cells = new Map<string, T[]>();

  constructor(places: Iterable<T> = []) {
    for (const place of places) this.add(place);
  }

  add(place: T): void {
    const key = cell(place.latitude, place.longitude);
    const list = this.cells.get(key) ?? [];
    list.push(place);
    this.cells.set(key, list);
  }

  near(lat: number, lng: number): T[] {
    const found: T[] = [];
    const [row, col] = [Math.floor(lat * 1000), Math.floor(lng * 1000)];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        found.push(...(this.cells.get(`${row + dr}:${col + dc}`) ?? []));
      }
    }
    return found;
  }
}

/** The most alike place within 75 m, if any is alike enough. */
export function findSamePlace<T extends Locatable>(
  candidate: Locatable,
  index: PlaceIndex<T>,
): T | undefined {
  let best: { place: T; score: number } | undefined;
  for (const place of index.near(candidate.latitude, candidate.longitude)) {
    if (
      distanceMeters(
        { lat: place.latitude, lng: place.longitude },
        { lat: candidate.latitude, lng: candidate.longitude },
      ) > SAME_PLACE_METERS
    ) {
      continue;
    }
    const score = nameSimilarity(place.name, candidate.name);
    if (score >= SIMILAR_NAMES && (!best || score > best.score)) {
      best = { place, score };
    }
  }
  return best?.place;
}

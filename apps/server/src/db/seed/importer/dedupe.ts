import type { CatalogueEntry } from '@app/shared/catalogue';
import { distanceMeters } from '@app/shared/metro';

import { nameKey } from './names';

/** Sources listed first win a merge; the others fill their missing facts. */
const SOURCE_PRIORITY = [
  'curated',
  'openbrewerydb',
  'denver-parks',
  'denver-liquor-licenses',
  'denver-public-art',
];
const SAME_PLACE_METERS = 600;
/** Two rows of one source are two licences of one place only when this close (chains repeat names). */
const SAME_SOURCE_METERS = 75;
/** Different names for one spot: sources geocode one door a few metres apart. */
const SAME_SPOT_METERS = 30;
/**
 * Rows sharing a street address may still lie this far apart: a golf course's
 * licence sits at its clubhouse, its park record at the course's centre.
 */
const SAME_ADDRESS_METERS = 1000;

function rank(entry: CatalogueEntry): number {
  const i = SOURCE_PRIORITY.indexOf(entry.source);
  return i === -1 ? SOURCE_PRIORITY.length : i;
}

function merge(kept: CatalogueEntry, other: CatalogueEntry): CatalogueEntry {
  const attributions = new Set(
    [kept.attribution, other.attribution].filter((a): a is string => !!a),
  );
  return {
    ...kept,
    address: kept.address ?? other.address,
    phone_number: kept.phone_number ?? other.phone_number,
    website_url: kept.website_url ?? other.website_url,
    description: kept.description ?? other.description,
    types: [...new Set([...kept.types, ...other.types])],
    attribution: [...attributions].join(' ') || null,
  };
}

/**
 * Merges rows that are one place: same name key within 600 m (a licence and a
 * brewery listing of one taproom, two licences of one restaurant), and rows
 * sharing a (source, source_id).
 */
function mergeSameNames(entries: CatalogueEntry[]): CatalogueEntry[] {
  const ordered = [...entries].sort((a, b) => rank(a) - rank(b));
  const byKey = new Map<string, CatalogueEntry[]>();
  const seenIds = new Set<string>();
  for (const entry of ordered) {
    const id = `${entry.source}\u0000${entry.source_id}`;
    if (seenIds.has(id)) continue;
    const key = keyOf(entry);
    const group = byKey.get(key) ?? [];
    const twin = group.findIndex(
      (kept) =>
        metresApart(kept, entry) <=
        (kept.source === entry.source ? SAME_SOURCE_METERS : SAME_PLACE_METERS),
    );
    if (twin >= 0) {
      group[twin] = merge(group[twin]!, entry);
    } else {
      group.push(entry);
      seenIds.add(id);
    }
    byKey.set(key, group);
  }
  return [...byKey.values()].flat();
}

function keyOf(entry: CatalogueEntry): string {
  return nameKey(entry.name) || entry.name.toLowerCase();
}

function metresApart(a: CatalogueEntry, b: CatalogueEntry): number {
  return distanceMeters(
    { lat: a.latitude, lng: a.longitude },
    { lat: b.latitude, lng: b.longitude },
  );
}

/** '221 W 13th Ave, Denver, CO 80204' -> '221 w 13th ave|denver'; null without a house number. */
export function streetAddressKey(address: string | null): string | null {
  const [street, town] = (address ?? '').split(',').map((part) =>
    part
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim(),
  );
  if (!street || !/^\d/.test(street)) return null;
  return `${street}|${town ?? ''}`;
}

/**
 * Every word of the shorter name key is in the longer one ('pints pub' in
 * 'pints pub freehouse', 'kennedy golf course' in 'kennedy john f municipal
 * golf course'): one source adds a branch, a trade suffix or an official title.
 */
export function namesAlike(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const words = short.split(' ').filter(Boolean);
  const longWords = new Set(long.split(' '));
  return words.length > 0 && words.every((word) => longWords.has(word));
}

/**
 * Two listings of one business under longer and shorter names ('Pints Pub'
 * and 'Pints Pub Brewery and Freehouse'): alike names at one spot or one
 * street address. Places that share a building are kept apart by kind: the
 * same category, and within one source the same subcategory, types and
 * address, since the parks file lists a park, its dog park and its ballfields
 * at one address on purpose, and public art in a park is not the park.
 */
function sameListing(a: CatalogueEntry, b: CatalogueEntry): boolean {
  if (a.category !== b.category) return false;
  const address = streetAddressKey(a.address);
  const sameAddress =
    address !== null && address === streetAddressKey(b.address);
  const apart = metresApart(a, b);
  if (a.source === b.source) {
    // One source listing one place twice repeats its address and kind.
    const sameKind =
      a.subcategory === b.subcategory &&
      [...a.types].sort().join() === [...b.types].sort().join();
    if (!sameKind || !sameAddress || apart > SAME_SPOT_METERS) return false;
  }
  const together =
    apart <= SAME_SPOT_METERS || (sameAddress && apart <= SAME_ADDRESS_METERS);
  return together && namesAlike(keyOf(a), keyOf(b));
}

/**
 * Merges rows whose names differ but say one business at one spot; the
 * higher-ranked source wins, and within one source the plainer name.
 */
function mergeAlikeNames(entries: CatalogueEntry[]): CatalogueEntry[] {
  const ordered = [...entries].sort(
    (a, b) => rank(a) - rank(b) || keyOf(a).length - keyOf(b).length,
  );
  const kept: CatalogueEntry[] = [];
  for (const entry of ordered) {
    const twin = kept.findIndex((other) => sameListing(other, entry));
    if (twin >= 0) kept[twin] = merge(kept[twin]!, entry);
    else kept.push(entry);
  }
  return kept;
}

/** One row per place: exact name matches first, then alike names at one spot. */
export function dedupePlaces(entries: CatalogueEntry[]): CatalogueEntry[] {
  return mergeAlikeNames(mergeSameNames(entries));
}

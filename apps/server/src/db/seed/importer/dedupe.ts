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
export function dedupePlaces(entries: CatalogueEntry[]): CatalogueEntry[] {
  const ordered = [...entries].sort((a, b) => rank(a) - rank(b));
  const byKey = new Map<string, CatalogueEntry[]>();
  const seenIds = new Set<string>();
  for (const entry of ordered) {
    const id = `${entry.source}\u0000${entry.source_id}`;
    if (seenIds.has(id)) continue;
    const key = nameKey(entry.name) || entry.name.toLowerCase();
    const group = byKey.get(key) ?? [];
    const twin = group.findIndex(
      (kept) =>
        distanceMeters(
          { lat: kept.latitude, lng: kept.longitude },
          { lat: entry.latitude, lng: entry.longitude },
        ) <=
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

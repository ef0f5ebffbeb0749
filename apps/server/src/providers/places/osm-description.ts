import { nearestMetroPlace } from '../geocode/metro-places';

import type { OsmTags } from './osm-tags';

const YES = new Set(['yes', 'only', 'designated']);

const SERVICE_WORDS: [string, string][] = [
  ['outdoor_seating', 'outdoor seating'],
  ['takeout', 'takeout'],
  ['delivery', 'delivery'],
];

function words(value: string): string {
  return value.replace(/_/g, ' ').replace(/;/g, ', ');
}

/** What the feature is, in OSM's own words: 'Italian, pizza restaurant'. */
function kind(tags: OsmTags): string {
  const main =
    tags.craft === 'brewery'
      ? 'brewery'
      : (tags.amenity ??
        tags.leisure ??
        tags.tourism ??
        tags.craft ??
        (tags.shop ? `${tags.shop} shop` : 'place'));
  const detail = tags.cuisine ?? (tags.leisure === 'pitch' ? tags.sport : '');
  const text = `${detail ? `${words(detail)} ` : ''}${words(main)}`;
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

function where(lat: number, lng: number): string {
  const place = nearestMetroPlace(lat, lng);
  if (!place) return '';
  return place.kind === 'neighborhood'
    ? ` in the ${place.name} area of Denver`
    : ` in ${place.name}`;
}

/**
 * A line built only from the feature's tags and position, 'Italian
 * restaurant in the Highland area of Denver · outdoor seating · dogs
 * welcome': what it is, where, wheelchair access, services, dogs and diets.
 * Nothing the tags do not say.
 */
export function describeOsmTags(
  tags: OsmTags,
  at: { lat: number; lng: number },
): string {
  const facts = [`${kind(tags)}${where(at.lat, at.lng)}`];
  if (tags.wheelchair === 'yes') facts.push('wheelchair accessible');
  if (tags.wheelchair === 'limited') facts.push('limited wheelchair access');
  if (tags.wheelchair === 'no') facts.push('not wheelchair accessible');
  for (const [key, label] of SERVICE_WORDS) {
    if (YES.has(tags[key] ?? '')) facts.push(label);
  }
  if (YES.has(tags.dog ?? '') || tags.dog === 'leashed') {
    facts.push('dogs welcome');
  }
  const diets = Object.entries(tags)
    .filter(([key, value]) => key.startsWith('diet:') && YES.has(value))
    .map(([key, value]) =>
      value === 'only' ? `${words(key.slice(5))} only` : words(key.slice(5)),
    );
  if (diets.length) facts.push(`${diets.join(', ')} options`);
  return facts.join(' · ');
}

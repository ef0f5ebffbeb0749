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

/** What the feature is, in OSM's own words: 'restaurant (italian, pizza)'. */
function kind(tags: OsmTags): string {
  const main =
    tags.craft === 'brewery'
      ? 'brewery'
      : (tags.amenity ??
        tags.leisure ??
        tags.tourism ??
        (tags.shop ? `${tags.shop} shop` : 'place'));
  const detail = tags.cuisine ?? (tags.leisure === 'pitch' ? tags.sport : '');
  return `${words(main)}${detail ? ` (${words(detail)})` : ''}`;
}

/**
 * A description built only from the feature's tags: what it is, wheelchair
 * access, services and diets. Nothing the tags do not say.
 */
export function describeOsmTags(tags: OsmTags): string {
  const facts: string[] = [];
  if (tags.wheelchair === 'yes') facts.push('wheelchair accessible');
  if (tags.wheelchair === 'limited') facts.push('limited wheelchair access');
  if (tags.wheelchair === 'no') facts.push('not wheelchair accessible');
  for (const [key, label] of SERVICE_WORDS) {
    if (YES.has(tags[key] ?? '')) facts.push(label);
  }
  const diets = Object.entries(tags)
    .filter(([key, value]) => key.startsWith('diet:') && YES.has(value))
    .map(([key, value]) =>
      value === 'only' ? `${words(key.slice(5))} only` : words(key.slice(5)),
    );
  if (diets.length) facts.push(`${diets.join(', ')} options`);
  const first = `A ${kind(tags)} mapped in OpenStreetMap.`;
  if (!facts.length) return first;
  const list = facts.join('; ');
  return `${first} ${list[0]!.toUpperCase()}${list.slice(1)}.`;
}

import type { CatalogueEntry } from '@app/shared/catalogue';

import { nearestMetroPlace } from '../../../providers/geocode/metro-places';

import { BREWERIES } from './sources';

/** Subcategories whose plural label does not make a good singular noun. */
const NOUNS: Record<string, string> = {
  Restaurants: 'Restaurant',
  Sushi: 'Sushi and Japanese restaurant',
  'Fast Food': 'Fast-food restaurant',
  'Coffee & Cafes': 'Coffee shop or café',
  Brunch: 'Breakfast and brunch restaurant',
  Movies: 'Cinema',
  Bowling: 'Bowling alley',
  Arcade: 'Arcade',
  Theater: 'Theater',
  'Comedy Shows': 'Comedy club',
  Hiking: 'Hiking area',
  Biking: 'Trail',
  Fishing: 'Fishing spot',
  'Art Galleries': 'Art gallery',
  'Local Artists': 'Public art site',
  'Sculpture Gardens': 'Public art site',
  'Contemporary Art': 'Contemporary art venue',
  'Historical Sites': 'Historic site',
  'Science Centers': 'Science center',
  'Cultural Centers': 'Cultural center',
  Markets: 'Market',
  Boutiques: 'Boutique',
  Antiques: 'Antique shop',
  'Outlet Stores': 'Outlet shopping center',
  'Shopping Malls': 'Shopping center',
  'Tennis Courts': 'Tennis courts',
  'Basketball Courts': 'Basketball courts',
  'Soccer Fields': 'Soccer fields',
  'Baseball Fields': 'Ballfields',
};
const CUISINES = new Set([
  'Italian',
  'Mexican',
  'Asian',
  'American',
  'Indian',
  'Mediterranean',
]);

/**
 * Kinds of place whose subcategory names them badly (an amusement park filed
 * under Arcade, a zoo under Recreation Areas, a strip club under Nightclubs).
 */
const TYPE_NOUNS: [string, string][] = [
  ['adult_entertainment', 'Strip club (adults only, 21 and over)'],
  ['amusement_park', 'Amusement park'],
  ['water_park', 'Water park'],
  ['zoo', 'Zoo'],
  ['aquarium', 'Aquarium'],
  ['botanical_garden', 'Botanic garden'],
  ['billiards', 'Pool hall'],
  ['haunted_house', 'Haunted house'],
  ['art_studio', 'Paint-and-sip art studio'],
  ['ramen', 'Ramen restaurant'],
  ['library', 'Public library'],
  ['shopping_district', 'Shopping district'],
  ['book_store', 'Bookstore'],
  ['food_hall', 'Food hall'],
  ['wildlife_refuge', 'Wildlife refuge'],
  ['state_park', 'State park'],
];

/** Types that are facts worth a phrase of their own after what and where. */
const TYPE_FACTS: [string, string][] = [
  ['museum', 'museum'],
  ['dance_hall', 'dance hall'],
  ['art_gallery', 'art gallery'],
  ['historic_district', 'historic district'],
  ['nature_center', 'nature center'],
  ['hiking_area', 'hiking'],
  ['mountain_biking', 'mountain biking'],
  ['fishing', 'fishing'],
  ['paid_admission', 'admission charged'],
];

/** Open Brewery DB's brewery types in plain words. */
const BREWERY_NOUNS: Record<string, string> = {
  micro: 'Microbrewery',
  brewpub: 'Brewpub',
  large: 'Large brewery',
  regional: 'Regional brewery',
  proprietor: "Brewery brewing on another brewery's equipment",
};

function kindOf(entry: CatalogueEntry): string {
  if (entry.source === BREWERIES.id) {
    return BREWERY_NOUNS[entry.types[1] ?? ''] ?? 'Brewery';
  }
  const byType = TYPE_NOUNS.find(([type]) => entry.types.includes(type));
  if (byType) return byType[1];
  if (entry.category === 'concerts') return 'Music venue';
  if (entry.category === 'professional_sports') return 'Sports venue';
  const sub = entry.subcategory;
  if (NOUNS[sub]) return NOUNS[sub];
  if (CUISINES.has(sub)) return `${sub} restaurant`;
  const singular = sub.replace(/ies$/, 'y').replace(/s$/, '');
  return singular[0] + singular.slice(1).toLowerCase();
}

/** The town an address names before ", CO" ("…, Golden, CO 80401" -> Golden). */
function addressTown(address: string | null): string | null {
  return /,\s*([^,\d][^,]*?),\s*CO\b/.exec(address ?? '')?.[1]?.trim() ?? null;
}

/**
 * Where the place is. The address's own town wins over the nearest town
 * centre, which put Lakewood's and Golden's foothill parks "in Morrison"; a
 * Denver mailing address outside the city's neighbourhoods is "near" the
 * town it lies by, so the description never contradicts the address.
 */
function area(entry: CatalogueEntry): string {
  const town = addressTown(entry.address);
  if (town && town !== 'Denver') return `in ${town}`;
  const place = nearestMetroPlace(entry.latitude, entry.longitude);
  if (place?.kind === 'neighborhood')
    return `in the ${place.name} area of Denver`;
  if (town) return place ? `in Denver, near ${place.name}` : 'in Denver';
  return place ? `in ${place.name}` : 'in the Denver metro area';
}

/** What the row's types add to its kind ('fishing', 'admission charged'). */
function typeFacts(entry: CatalogueEntry, kind: string): string[] {
  return TYPE_FACTS.filter(
    ([type, words]) =>
      entry.types.includes(type) && !kind.toLowerCase().includes(words),
  ).map(([, words]) => words);
}

/**
 * A factual line for every entry, in the form 'Mexican restaurant in the
 * Capitol Hill area of Denver · full bar': what it is, where (the address's
 * town or the nearest neighbourhood), then what its types and its source say
 * about it (drinks served, park facilities, public-art pieces). A source's
 * own sentence follows after a full stop. Never the source's paperwork:
 * licences and registers belong to the credits, not the description.
 */
export function describeEntry(entry: CatalogueEntry): CatalogueEntry {
  const kind = kindOf(entry);
  const facts = [`${kind} ${area(entry)}`, ...typeFacts(entry, kind)];
  const own = entry.description;
  if (own && !own.endsWith('.')) {
    // A bar's licence says it has a bar: only other drinks facts add anything.
    const isBar = /\b(bar|pub|tavern)\b/i.test(kind);
    facts.push(...own.split(' · ').filter((f) => !(isBar && f === 'full bar')));
  }
  const line = facts.join(' · ');
  return {
    ...entry,
    description: own?.endsWith('.') ? `${line}. ${own}` : line,
  };
}

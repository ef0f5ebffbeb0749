import type { CatalogueEntry } from '@app/shared/catalogue';

import { nearestMetroPlace } from '../../../providers/geocode/metro-places';

import { BREWERIES, CURATED, LIQUOR, PARKS, PUBLIC_ART } from './sources';

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
];

function kindOf(entry: CatalogueEntry): string {
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

/** What the row's own source says, when the entry carries no description. */
function sourceLine(entry: CatalogueEntry): string {
  switch (entry.source) {
    case BREWERIES.id: {
      const type = entry.types[1];
      const what =
        type === 'brewpub'
          ? 'a brewpub'
          : type
            ? `a ${type} brewery`
            : 'a brewery';
      return `Listed by Open Brewery DB (August 2026) as ${what}.`;
    }
    case PARKS.id:
      return "Listed in Denver's 2015 parks records.";
    case PUBLIC_ART.id:
      return "Listed in Denver's 2018 public art records.";
    case LIQUOR.id:
      return "Listed in Denver's 2018 liquor licence register.";
    case CURATED.id:
      return 'A well-known public place; name and location only.';
    default:
      return '';
  }
}

/**
 * A factual description for every entry: what it is (its subcategory), where
 * (the nearest Denver neighbourhood or metro city), then what its source
 * records (licence type and year, park facilities, public-art pieces).
 */
export function describeEntry(entry: CatalogueEntry): CatalogueEntry {
  const first = `${kindOf(entry)} ${area(entry)}.`;
  const rest = entry.description ?? sourceLine(entry);
  return { ...entry, description: rest ? `${first} ${rest}` : first };
}

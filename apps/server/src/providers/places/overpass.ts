import { METRO_BOX } from '@app/shared/catalogue';
import { z } from 'zod';

import { formatPhone } from '../../db/seed/importer/names';

import { describeOsmTags } from './osm-description';
import { parseOpeningHours } from './osm-hours';
import { osmAmenities, placeOsmTags, type OsmPlacement } from './osm-tags';

const BBOX = `${METRO_BOX.minLat},${METRO_BOX.minLng},${METRO_BOX.maxLat},${METRO_BOX.maxLng}`;

/**
 * The metro query in tag groups, each one request: one query for every tag
 * ran past Overpass's time and memory limits on the whole box.
 */
export const OVERPASS_GROUPS = [
  {
    id: 'food',
    selectors: [
      'nwr["name"]["amenity"~"^(restaurant|cafe|fast_food|ice_cream|food_court)$"];',
    ],
  },
  {
    id: 'drink',
    selectors: [
      'nwr["name"]["amenity"~"^(bar|pub|biergarten|nightclub)$"];',
      'nwr["name"]["craft"~"^(brewery|distillery|winery)$"];',
    ],
  },
  {
    id: 'culture',
    selectors: [
      'nwr["name"]["amenity"~"^(cinema|theatre|arts_centre|music_venue|planetarium|marketplace)$"];',
      'nwr["name"]["tourism"~"^(museum|gallery|zoo|aquarium|attraction|viewpoint|theme_park)$"];',
    ],
  },
  {
    id: 'leisure',
    selectors: [
      'nwr["name"]["leisure"~"^(park|nature_reserve|garden|golf_course|miniature_golf|escape_game|bowling_alley|amusement_arcade|trampoline_park|water_park|ice_rink|sports_centre|stadium|swimming_pool|fitness_centre|dog_park)$"];',
      'nwr["name"]["leisure"="pitch"]["sport"];',
    ],
  },
  {
    id: 'shops',
    selectors: [
      'nwr["name"]["shop"~"^(mall|department_store|boutique|antiques|marketplace|books|second_hand)$"];',
    ],
  },
] as const;

export type OverpassGroup = (typeof OVERPASS_GROUPS)[number];

function overpassQuery(group: OverpassGroup): string {
  return `[out:json][timeout:180][bbox:${BBOX}];
(
  ${group.selectors.join('\n  ')}
);
out center tags;`;
}

const elementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});

/** An Overpass `[out:json]` answer; elements of other shapes are skipped, not fatal. */
const overpassAnswerSchema = z.object({
  osm3s: z.object({ timestamp_osm_base: z.string().optional() }).optional(),
  /** Overpass reports timeouts and memory errors here, next to a partial answer. */
  remark: z.string().optional(),
  elements: z.array(z.unknown()),
});

export type OsmPlace = OsmPlacement & {
  sourceId: string;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  address: string | null;
  phoneNumber: string | null;
  websiteUrl: string | null;
  openingHours: string | null;
  businessHours: Record<string, string[]> | null;
  amenities: Record<string, string>;
  /** Wikidata item ('Q1134524'), for a description and a photo. */
  wikidata: string | null;
  /** A Wikimedia Commons file ('File:Union Station.jpg') the tags name. */
  commonsFile: string | null;
};

/**
 * The Commons file of `wikimedia_commons=File:…` or of an `image` tag that
 * links to one (commons.wikimedia.org/wiki/File:… or upload.wikimedia.org).
 */
function commonsFile(tags: Record<string, string>): string | null {
  const named = tags.wikimedia_commons;
  if (named?.startsWith('File:')) return named;
  const image = tags.image ?? '';
  const page = /commons\.wikimedia\.org\/wiki\/(File:[^?#]+)/.exec(image);
  if (page) return decodeURIComponent(page[1]!).replace(/_/g, ' ');
  const upload =
    /upload\.wikimedia\.org\/wikipedia\/commons\/(?:thumb\/)?[0-9a-f]\/[0-9a-f]{2}\/([^/?#]+)/.exec(
      image,
    );
  if (upload)
    return `File:${decodeURIComponent(upload[1]!).replace(/_/g, ' ')}`;
  return image.startsWith('File:') ? image : null;
}

function address(tags: Record<string, string>): string | null {
  const street = [tags['addr:housenumber'], tags['addr:street']]
    .filter(Boolean)
    .join(' ');
  if (!street) return null;
  const city = tags['addr:city'] ?? 'Denver';
  const postcode = tags['addr:postcode'];
  return `${street}, ${city}, CO${postcode ? ` ${postcode}` : ''}`;
}

function website(tags: Record<string, string>): string | null {
  const url = tags.website ?? tags['contact:website'];
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Places of an Overpass answer that we can classify and locate. */
export function readOverpassAnswer(
  json: unknown,
  now: Date = new Date(),
): {
  places: OsmPlace[];
  read: number;
  dataTimestamp: string | null;
} {
  const answer = overpassAnswerSchema.parse(json);
  if (answer.remark && /error/i.test(answer.remark)) {
    throw new Error(`Overpass answer is incomplete: ${answer.remark}`);
  }
  const places: OsmPlace[] = [];
  for (const raw of answer.elements) {
    const parsed = elementSchema.safeParse(raw);
    if (!parsed.success) continue;
    const element = parsed.data;
    const tags = element.tags ?? {};
    const name = tags.name?.trim();
    const lat = element.lat ?? element.center?.lat;
    const lon = element.lon ?? element.center?.lon;
    if (!name || lat === undefined || lon === undefined) continue;
    const placement = placeOsmTags(tags);
    if (!placement) continue;
    const phone = tags.phone ?? tags['contact:phone'];
    places.push({
      ...placement,
      sourceId: `${element.type}/${element.id}`,
      name,
      description: describeOsmTags(tags, { lat, lng: lon }),
      latitude: lat,
      longitude: lon,
      address: address(tags),
      phoneNumber: phone ? formatPhone(phone.split(';')[0]!) : null,
      websiteUrl: website(tags),
      openingHours: tags.opening_hours ?? null,
      businessHours: parseOpeningHours(tags.opening_hours, now),
      amenities: osmAmenities(tags),
      wikidata: /^Q\d+$/.test(tags.wikidata ?? '') ? tags.wikidata! : null,
      commonsFile: commonsFile(tags),
    });
  }
  return {
    places,
    read: answer.elements.length,
    dataTimestamp: answer.osm3s?.timestamp_osm_base ?? null,
  };
}

/** An Overpass answer that asks to be retried later (rate limit, gateway timeout). */
export class OverpassBusyError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`Overpass answered ${status}`);
  }
}

/** Sends one tag group's query to an Overpass endpoint and returns its JSON answer. */
export async function fetchOverpass(
  endpoint: string,
  group: OverpassGroup,
  timeoutMs = 200_000,
): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data: overpassQuery(group) }).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 429 || response.status === 504) {
    const after = Number(response.headers.get('retry-after'));
    throw new OverpassBusyError(
      response.status,
      Number.isFinite(after) && after > 0 ? after : null,
    );
  }
  if (!response.ok) {
    throw new Error(`Overpass answered ${response.status}`);
  }
  return response.json();
}

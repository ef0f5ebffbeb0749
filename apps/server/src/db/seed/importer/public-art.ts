import { isInMetro, type CatalogueEntry } from '@app/shared/catalogue';

import { cell, parseCsv } from './csv';
import { PUBLIC_ART } from './sources';
import type { RawSource } from './types';

type Piece = {
  title: string;
  artist: string | null;
  year: string | null;
  lat: number;
  lng: number;
};

/** Some cells repeat themselves across an embedded newline ('2007\n2007'). */
function firstLine(value: string | undefined): string | null {
  return cell(value?.split(/\r?\n/)[0]);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function describe(pieces: Piece[]): string {
  const listed = pieces.slice(0, 5).map((p) => {
    const by = p.artist ? ` by ${p.artist}` : '';
    return `'${p.title}'${by}${p.year ? ` (${p.year})` : ''}`;
  });
  const more = pieces.length > 5 ? ` and ${pieces.length - 5} more` : '';
  const noun = pieces.length === 1 ? 'artwork' : 'artworks';
  return `${pieces.length} public ${noun} from the Denver public art collection: ${listed.join(', ')}${more}.`;
}

/** Sites the public cannot walk into: their art is in the register but not to be visited. */
const CLOSED_SITES = /detention|jail|jury room|correctional/i;

/** Sites that charge for entry: their art is seen with a ticket, not for free. */
const PAID_SITES = /^(denver zoo|denver botanic gardens)$/i;

/** One entry per site: pieces sharing a `location` are grouped at their centroid. */
export function readPublicArt(csvText: string): RawSource {
  const rows = parseCsv(csvText);
  const sites = new Map<string, Piece[]>();
  for (const row of rows) {
    const lat = Number(cell(row.latitude));
    const lng = Number(cell(row.longitude));
    const location = firstLine(row.location);
    const title = firstLine(row.title);
    if (
      !location ||
      !title ||
      !cell(row.latitude) ||
      !isInMetro(lat, lng) ||
      CLOSED_SITES.test(location)
    )
      continue;
    const pieces = sites.get(location) ?? [];
    pieces.push({
      title,
      artist: firstLine(row.artist),
      year: firstLine(row.year_installed),
      lat,
      lng,
    });
    sites.set(location, pieces);
  }
  const entries: CatalogueEntry[] = [...sites.entries()].map(
    ([location, pieces]) => ({
      name:
        pieces.length === 1
          ? `${pieces[0]!.title} (Public Art)`
          : `Public Art at ${location}`,
      category: 'arts',
      subcategory: pieces.length >= 3 ? 'Sculpture Gardens' : 'Local Artists',
      types: PAID_SITES.test(location)
        ? ['public_art', 'tourist_attraction', 'paid_admission']
        : ['public_art', 'tourist_attraction'],
      description: PAID_SITES.test(location)
        ? `${describe(pieces)} Inside ${location}, which charges admission.`
        : describe(pieces),
      latitude: Number(
        (pieces.reduce((s, p) => s + p.lat, 0) / pieces.length).toFixed(6),
      ),
      longitude: Number(
        (pieces.reduce((s, p) => s + p.lng, 0) / pieces.length).toFixed(6),
      ),
      address: location,
      phone_number: null,
      website_url: null,
      source: PUBLIC_ART.id,
      source_id: slug(location),
      attribution: PUBLIC_ART.attribution,
    }),
  );
  return { entries, read: rows.length };
}

import { isInMetro } from '@app/shared/catalogue';

import { cell, parseCsv } from './csv';
import { formatPhone } from './names';
import { BREWERIES } from './sources';
import type { RawSource } from './types';

/** Closed and planned breweries have no taproom; contract brewers neither. */
const NOT_VISITABLE = new Set(['closed', 'planning', 'contract']);

export function readBreweries(csvText: string): RawSource {
  const rows = parseCsv(csvText);
  const entries = rows.flatMap((row) => {
    const type = cell(row.brewery_type) ?? '';
    if (NOT_VISITABLE.has(type)) return [];
    const lat = Number(cell(row.latitude));
    const lng = Number(cell(row.longitude));
    if (!cell(row.latitude) || !isInMetro(lat, lng)) return [];
    const street = [row.address_1, row.address_2, row.address_3]
      .map(cell)
      .filter(Boolean)
      .join(' ');
    const zip = cell(row.postal_code)?.slice(0, 5);
    return [
      {
        name: row.name!.trim(),
        category: 'nightlife' as const,
        subcategory: 'Breweries',
        types: ['brewery', type],
        description: null,
        latitude: lat,
        longitude: lng,
        address: street
          ? `${street}, ${cell(row.city) ?? 'Denver'}, CO${zip ? ` ${zip}` : ''}`
          : null,
        phone_number: formatPhone(cell(row.phone)),
        website_url: cell(row.website_url),
        source: BREWERIES.id,
        source_id: row.id!,
        attribution: BREWERIES.attribution,
      },
    ];
  });
  return { entries, read: rows.length };
}

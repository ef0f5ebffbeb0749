import type { CatalogueEntry } from '@app/shared/catalogue';
import { describe, expect, it } from 'vitest';

import { describeEntry } from './describe';

const entry = (fields: Partial<CatalogueEntry>): CatalogueEntry => ({
  name: 'Somewhere',
  category: 'outdoors',
  subcategory: 'Hiking',
  types: [],
  description: 'Facts.',
  latitude: 39.6913,
  longitude: -105.1937,
  address: null,
  phone_number: null,
  website_url: null,
  source: 'curated',
  source_id: 'x',
  attribution: null,
  ...fields,
});

const described = (fields: Partial<CatalogueEntry>) =>
  describeEntry(entry(fields)).description;

describe('describeEntry', () => {
  it('names the town of the address over the nearest town centre', () => {
    // Green Mountain: nearest to Morrison's centre, addressed in Lakewood.
    expect(described({ address: 'Alameda Pkwy, Lakewood, CO 80228' })).toBe(
      'Hiking area in Lakewood. Facts.',
    );
  });

  it('falls back to the nearest town when the address names none', () => {
    expect(described({ address: 'Red Rocks Park' })).toBe(
      'Hiking area in Morrison. Facts.',
    );
  });

  it('uses the neighbourhood for a Denver address inside the city', () => {
    expect(
      described({
        category: 'food',
        subcategory: 'Restaurants',
        latitude: 39.747,
        longitude: -104.995,
        address: '1600 California St, Denver, CO 80202',
      }),
    ).toBe(
      'Restaurant in the Central Business District area of Denver. Facts.',
    );
  });

  it('keeps a Denver address in Denver, near the town it lies by', () => {
    expect(
      described({
        category: 'food',
        subcategory: 'Restaurants',
        latitude: 39.6155,
        longitude: -105.0878,
        address: '8100 W Crestline Ave, Denver, CO',
      }),
    ).toMatch(/^Restaurant in Denver, near \w+\. Facts\.$/);
  });

  it('calls a ramen shop a ramen restaurant, not by its Asian subcategory', () => {
    expect(
      described({
        category: 'food',
        subcategory: 'Asian',
        types: ['restaurant', 'asian', 'ramen'],
        address: '2600 Lawrence St, Golden, CO',
      }),
    ).toBe('Ramen restaurant in Golden. Facts.');
  });

  it("lists a source's facts after what and where, leaving out what the kind says", () => {
    const at = { latitude: 39.7312, longitude: -104.9826, address: null };
    expect(
      described({
        ...at,
        category: 'food',
        subcategory: 'Mexican',
        description: 'full bar · live entertainment',
      }),
    ).toBe(
      'Mexican restaurant in the Capitol Hill area of Denver · full bar · live entertainment',
    );
    expect(
      described({
        ...at,
        category: 'nightlife',
        subcategory: 'Bars',
        types: ['bar', 'paid_admission'],
        description: 'full bar',
      }),
    ).toBe('Bar in the Capitol Hill area of Denver · admission charged');
  });
});

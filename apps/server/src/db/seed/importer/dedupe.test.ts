import type { CatalogueEntry } from '@app/shared/catalogue';
import { describe, expect, it } from 'vitest';

import { dedupePlaces, namesAlike, streetAddressKey } from './dedupe';

const LICENCES = 'denver-liquor-licenses';
const BREWERIES = 'openbrewerydb';
const PARKS = 'denver-parks';

const row = (fields: Partial<CatalogueEntry>): CatalogueEntry => ({
  name: 'Somewhere',
  category: 'nightlife',
  subcategory: 'Breweries',
  types: ['brewery', 'brewpub'],
  description: null,
  latitude: 39.736969,
  longitude: -104.990845,
  address: null,
  phone_number: null,
  website_url: null,
  source: LICENCES,
  source_id: '1',
  attribution: 'Denver',
  ...fields,
});

const pintsLicence = row({
  name: 'Pints Pub',
  address: '221 W 13th Ave, Denver, CO',
  source_id: '2002-BFN-49070',
});
const pintsBrewery = row({
  name: 'Pints Pub Brewery and Freehouse',
  latitude: 39.737018,
  longitude: -104.9908538,
  address: '221 W 13th Ave, Denver, CO 80204',
  phone_number: '(303) 534-7543',
  website_url: 'http://www.pintspub.com',
  source: BREWERIES,
  source_id: '26c5bf08',
  attribution: 'OBDB',
});

describe('one business under a longer and a shorter name', () => {
  it('merges the licence into the brewery listing at the same door', () => {
    const merged = dedupePlaces([pintsLicence, pintsBrewery]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      name: 'Pints Pub Brewery and Freehouse',
      source: BREWERIES,
      source_id: '26c5bf08',
      phone_number: '(303) 534-7543',
      attribution: 'OBDB Denver',
    });
  });

  it('merges at one street address even when the points lie far apart', () => {
    const merged = dedupePlaces([
      row({
        name: 'City Park Golf Course',
        category: 'recreational_sports',
        subcategory: 'Golf Courses',
        types: ['golf_course'],
        latitude: 39.753848,
        longitude: -104.959015,
        address: '2500 N York St, Denver, CO',
      }),
      row({
        name: 'City Park Municipal Golf Course',
        category: 'recreational_sports',
        subcategory: 'Golf Courses',
        types: ['golf_course'],
        latitude: 39.75279658,
        longitude: -104.95036587,
        address: '2500 N York St, Denver, CO',
        source: PARKS,
        source_id: 'GC1',
      }),
    ]);
    expect(merged.map((e) => e.name)).toEqual([
      'City Park Municipal Golf Course',
    ]);
  });

  it('keeps the plainer name when one source lists a place twice', () => {
    const merged = dedupePlaces([
      row({
        name: 'Renegade Brewing Company - Production',
        address: '918 W 1st Ave, Denver, CO 80223',
        phone_number: '(720) 401-4089',
        source: BREWERIES,
        source_id: 'b',
      }),
      row({
        name: 'Renegade Brewing Company',
        address: '918 W 1st Ave, Denver, CO 80223',
        phone_number: '(303) 534-5407',
        source: BREWERIES,
        source_id: 'a',
      }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      name: 'Renegade Brewing Company',
      phone_number: '(303) 534-5407',
    });
  });
});

describe('different places that share a spot stay apart', () => {
  it('keeps alike names apart once they are 30 m apart at different addresses', () => {
    const places = dedupePlaces([
      pintsLicence,
      { ...pintsBrewery, latitude: 39.7374, address: '300 W 13th Ave' },
    ]);
    expect(places).toHaveLength(2);
  });

  it('keeps a restaurant and the bar next door, and art in a park', () => {
    const places = dedupePlaces([
      row({
        name: 'Meadowlark Kitchen',
        category: 'food',
        subcategory: 'Restaurants',
        types: ['restaurant'],
        latitude: 39.7585,
        longitude: -104.9838,
      }),
      row({
        name: 'The Meadowlark',
        subcategory: 'Bars',
        types: ['bar'],
        latitude: 39.7585,
        longitude: -104.98375,
        source_id: '2',
      }),
      row({
        name: 'Civic Center Park',
        category: 'outdoors',
        subcategory: 'Parks',
        types: ['park'],
        source: PARKS,
        source_id: 'P1',
      }),
      row({
        name: 'Public Art at Civic Center Park',
        category: 'arts',
        subcategory: 'Sculpture Gardens',
        types: ['public_art'],
        source: 'denver-public-art',
        source_id: 'A1',
      }),
    ]);
    expect(places).toHaveLength(4);
  });

  it("keeps a park's own dog park and stalls of one food hall apart", () => {
    const park = row({
      name: 'Barnum Park',
      category: 'outdoors',
      subcategory: 'Parks',
      types: ['park'],
      address: '360 N Hooker St, Denver, CO',
      source: PARKS,
      source_id: '804',
    });
    const stall = row({
      name: 'Denver Central Market',
      category: 'food',
      subcategory: 'Restaurants',
      types: ['restaurant'],
      address: '2669 Larimer St, Denver, CO',
      source_id: 'M1',
    });
    const places = dedupePlaces([
      park,
      {
        ...park,
        name: 'Barnum Dog Park',
        types: ['park', 'dog_park'],
        source_id: '804:dog-park',
      },
      stall,
      {
        ...stall,
        name: 'Denver Central Market Pizza',
        subcategory: 'Italian',
        types: ['restaurant', 'italian'],
        source_id: 'M2',
      },
    ]);
    expect(places).toHaveLength(4);
  });
});

describe('name and address keys', () => {
  it('compares names by their words, either way round', () => {
    expect(namesAlike('pints pub', 'pints pub freehouse')).toBe(true);
    expect(
      namesAlike('kennedy john f municipal golf course', 'kennedy golf course'),
    ).toBe(true);
    expect(
      namesAlike('all golf at overland', 'overland municipal golf course'),
    ).toBe(false);
    expect(namesAlike('', 'pints pub')).toBe(false);
  });

  it('reads the street and town, and only a numbered street', () => {
    expect(streetAddressKey('221 W 13th Ave, Denver, CO 80204')).toBe(
      streetAddressKey('221 W 13th Ave, Denver, CO'),
    );
    expect(streetAddressKey('221 W 13th Ave, Lakewood, CO')).not.toBe(
      streetAddressKey('221 W 13th Ave, Denver, CO'),
    );
    expect(
      streetAddressKey('Yosemite St & Sports Blvd, Denver, CO'),
    ).toBeNull();
    expect(streetAddressKey(null)).toBeNull();
  });
});

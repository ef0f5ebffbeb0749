import { describe, expect, it } from 'vitest';

import { lookupPlaces } from './gazetteer';
import { ZIP_CENTROIDS } from './zip-centroids';

const PHRASES: [phrase: string, place: string][] = [
  ['Capitol Hill, Denver', 'Capitol Hill'],
  ['Capitol Hill, Denver, CO', 'Capitol Hill'],
  ['capitol hill denver co 80203', 'Capitol Hill'],
  ['Cap Hill', 'Capitol Hill'],
  ['LoHi', 'LoHi'],
  ['Lower Highland', 'LoHi'],
  ['the Highlands', 'Highland'],
  ['Highlands', 'Highland'],
  ['Highland', 'Highland'],
  ['Highlands Ranch', 'Highlands Ranch'],
  ['Highlands Ranch, CO', 'Highlands Ranch'],
  ['Denver, CO', 'Denver'],
  ['Denver', 'Denver'],
  ['denver colorado', 'Denver'],
  ['80205', '80205'],
  ['Denver, CO 80205', '80205'],
  ['80211', '80211'],
  ['RiNo', 'RiNo'],
  ['River North Art District', 'RiNo'],
  ['LoDo', 'LoDo'],
  ['Lower Downtown, Denver', 'LoDo'],
  ['SoBo', 'South Broadway'],
  ['Wash Park', 'Washington Park'],
  ['Washington Park', 'Washington Park'],
  ["Sloan's Lake", 'Sloan Lake'],
  ['sloans lake', 'Sloan Lake'],
  ['Cherry Creek', 'Cherry Creek'],
  ['cherry', 'Cherry Creek'],
  ['Five Points', 'Five Points'],
  ['Union Station', 'Union Station'],
  ['Stapleton', 'Central Park'],
  ['Park Hill', 'Park Hill'],
  ['Uptown', 'Uptown'],
  ['Baker', 'Baker'],
  ['Santa Fe Arts District', 'Santa Fe Arts District'],
  ['Tennyson', 'Tennyson Street'],
  ['Berkeley', 'Berkeley'],
  ['Red Rocks', 'Red Rocks Amphitheatre'],
  ['Coors Field', 'Ballpark'],
  ['DIA', 'Denver International Airport'],
  ['Denver Zoo', 'Denver Zoo'],
  ['Botanic Gardens', 'Denver Botanic Gardens'],
  ['Meow Wolf', 'Meow Wolf Convergence Station'],
  ['Golden, CO', 'Golden'],
  ['Boulder', 'Boulder'],
  ['Aurora, Colorado', 'Aurora'],
  ['Lakewood CO', 'Lakewood'],
  ['Olde Town Arvada', 'Arvada'],
  ['Englewood', 'Englewood'],
  ['Morrison', 'Morrison'],
  ['  civic   center ', 'Civic Center'],
  ['Bonnie Brae', 'Bonnie Brae'],
  ['Old South Pearl', 'Platt Park'],
  ['West Wash Park', 'Washington Park West'],
  ['Lowry', 'Lowry Field'],
  ['Green Valley Ranch', 'Gateway - Green Valley Ranch'],
  ['Golden Triangle', 'Golden Triangle'],
  ['Golden', 'Golden'],
  ['DTC', 'Denver Tech Center'],
  ['Northglenn, CO', 'Northglenn'],
  ['Lone Tree', 'Lone Tree'],
  ['Pepsi Center', 'Ball Arena'],
  ['Pearl Street Mall, Boulder', 'Pearl Street Mall'],
];

describe('gazetteer', () => {
  it.each(PHRASES)('resolves %j to %s', (phrase, place) => {
    expect(lookupPlaces(phrase, 5)[0]?.name).toBe(place);
  });

  it('puts a neighbourhood before a city that merely starts with its name', () => {
    expect(lookupPlaces('Highlands', 5).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Highland', 'Highlands Ranch']),
    );
    const names = lookupPlaces('Highlands', 5).map((p) => p.name);
    expect(names.indexOf('Highland')).toBeLessThan(
      names.indexOf('Highlands Ranch'),
    );
  });

  it('puts an exact name before a longer one with the same start', () => {
    expect(lookupPlaces('Washington Park', 3).map((p) => p.name)).toEqual([
      'Washington Park',
      'Washington Park West',
    ]);
  });

  it('writes the address a person would', () => {
    expect(lookupPlaces('Cap Hill', 1)[0]).toMatchObject({
      kind: 'neighborhood',
      formatted_address: 'Capitol Hill, Denver, CO',
    });
    expect(lookupPlaces('Boulder', 1)[0]?.formatted_address).toBe(
      'Boulder, CO',
    );
    expect(lookupPlaces('80205', 1)[0]).toMatchObject({
      kind: 'postcode',
      formatted_address: 'Denver, CO 80205',
    });
    expect(lookupPlaces('80401', 1)[0]?.formatted_address).toBe(
      'Golden, CO 80401',
    );
    expect(lookupPlaces('Pearl Street Mall', 1)[0]?.formatted_address).toBe(
      'Pearl Street Mall, Boulder, CO',
    );
  });

  it('knows nothing of places outside the metro or of unknown ZIPs', () => {
    expect(lookupPlaces('Colorado Springs', 5)).toEqual([]);
    expect(lookupPlaces('80999', 5)).toEqual([]);
    expect(lookupPlaces(', CO', 5)).toEqual([]);
  });

  it('keeps every ZIP centroid inside the metro', () => {
    for (const [lat, lng] of Object.values(ZIP_CENTROIDS)) {
      expect(lat).toBeGreaterThan(39.5);
      expect(lat).toBeLessThan(40.1);
      expect(lng).toBeGreaterThan(-105.35);
      expect(lng).toBeLessThan(-104.6);
    }
  });
});

import { describe, expect, it } from 'vitest';

import { readParks } from './parks';

const HEADER =
  'LOCATION,FORMAL_NAME,LOC_CODE,PARK_TYPE,PARK_CLASS,ADDRESS_LINE1,CITY,LATITUDE,LONGITUDE,FACILITIES,CROSS_STREETS';

function parks(...rows: string[]) {
  const { entries } = readParks([HEADER, ...rows].join('\n'));
  return new Map(entries.map((e) => [e.name, e]));
}

describe('mountain parks and tracts', () => {
  const byName = parks(
    'Bear Creek Canyon,Bear Creek Canyon Tract,M01,Conservation Tract,Mountain,,,39.65356361,-105.21139503,"Fishing, Fishing Access, Riparian Natural Areas",',
    'Strain Gulch,Strain Gulch Tract,M49,Conservation Tract,Mountain,,,39.63284623,-105.20957812,"Scenic View, Natural Open Space",',
    'Fenders,Fenders Tract,M22,Conservation Tract,Mountain,,,39.57150333,-105.20566601,"Scenic View, Natural Open Space",',
    'Red Rocks,Red Rocks Park,M44,Park,Mountain,16351 County Road 93,Morrison,39.66586554,-105.20555856,"Historic Amphitheatre, Trading Post Trail",',
    'Turkey Creek,Turkey Creek Park,M51,Park,Mountain,6900 South Turkey Creek Road,Morrison,39.59317785,-105.22551698,"Picnic Area, Tables, Grills, Restroom",',
    'Starbuck,Starbuck Park,M48,Park,Mountain,,,39.663159,-105.24030846,Riparian Natural Areas,',
  );

  it('gives a place without an address the town it lies in, not Denver', () => {
    expect(byName.get('Bear Creek Canyon Tract')!.address).toBe('Morrison, CO');
    expect(byName.get('Starbuck Park')!.address).toBe('Morrison, CO');
  });

  it('lists a tract with no trail only when it has fishing access', () => {
    expect(byName.get('Bear Creek Canyon Tract')).toMatchObject({
      subcategory: 'Fishing',
      types: ['park', 'fishing'],
    });
    expect(byName.has('Strain Gulch Tract')).toBe(false);
    expect(byName.has('Fenders Tract')).toBe(false);
  });

  it('calls a mountain park a hike only where it has a trail', () => {
    expect(byName.get('Red Rocks Park')!.subcategory).toBe('Hiking');
    expect(byName.get('Turkey Creek Park')!.subcategory).toBe('Parks');
  });
});

describe('city parks', () => {
  it('marks paid admission and tells a botanic garden from a river path', () => {
    const byName = parks(
      'Denver Botanic Gardens,Denver Botanic Gardens,356,Park,Special Use,1005 N York St,Denver,39.7319543,-104.96187523,"Gardens, Fountains, Paid Admission Required",10th Av & York St',
      'Platte River at Elitch Gardens,Platte River at Elitch Gardens,5,Open Space,Open Space,,Denver,39.75040646,-105.01346538,"Bike/Pedestrian Path, South Platte River Trail",Platte River behind Elitch Gardens',
      'Westwood Utility Easement,Westwood Utility Easement,6,Open Space,Open Space,950 S Osceola St,Denver,39.7,-105.04,Open Space,',
    );
    expect(byName.get('Denver Botanic Gardens')!.types).toEqual([
      'park',
      'garden',
      'botanical_garden',
      'paid_admission',
    ]);
    expect(byName.get('Platte River at Elitch Gardens')).toMatchObject({
      subcategory: 'Recreation Areas',
      address: 'Platte River behind Elitch Gardens, Denver, CO',
    });
    expect(byName.has('Westwood Utility Easement')).toBe(false);
  });

  it('lists a park named for its dog park once, typed as one', () => {
    const byName = parks(
      'Railyard Dog Park,Railyard Dog Park,418,Park,Special Use,2111 19th St,Denver,39.7585,-104.9999,"Dog Park, Benches",',
      'Barnum,Barnum Park,804,Park,Community,360 N Hooker St,Denver,39.7236,-105.0281,"Dog Park, Playground",',
    );
    expect([...byName.keys()].sort()).toEqual([
      'Barnum Dog Park',
      'Barnum Park',
      'Railyard Dog Park',
    ]);
    expect(byName.get('Railyard Dog Park')!.types).toContain('dog_park');
  });
});

import type { CatalogueEntry } from '@app/shared/catalogue';
import { describe, expect, it } from 'vitest';

import { readBreweries } from './breweries';
import { parseCsv } from './csv';
import { dedupePlaces } from './dedupe';
import { readLiquorLicences } from './liquor';
import { readParks } from './parks';
import { readPublicArt } from './public-art';

const LIQUOR_HEADER =
  'BFN,BUS_PROF_NAME,LICENSES,ADDRESS_LINE1,CITY,ZIP,latitude,longitude,on_premises';
const liquorCsv = [
  LIQUOR_HEADER,
  '1,THE GINN MILL,LIQUOR - TAVERN,2041 Larimer St,Denver,None,39.7536,-104.9918,yes',
  '2,NOODLES & COMPANY,LIQUOR - HOTEL AND RESTAURANT,1460 16th St,Denver,None,39.7502,-104.9991,yes',
  '3,"HKB, LLC",LIQUOR - HOTEL AND RESTAURANT,1 Main St,Denver,None,39.74,-104.99,yes',
  '4,BIG LIQUORS,LIQUOR - STORE,2 Main St,Denver,None,39.74,-104.99,no',
  '5,COMEDY WORKS,LIQUOR - HOTEL AND RESTAURANT AND CABARET,1226 15th St,Denver,None,39.7479,-104.9982,yes',
  '6,AIRPORT BAR,LIQUOR - TAVERN,DIA,Denver,None,39.85,-104.67,yes',
  '7,WYNKOOP BREWING CO,LIQUOR - BREW PUB AND CABARET,1634 18th St,Denver,None,39.7534,-104.9983,yes',
  '8,SALON JOA,LIQUOR - BEER & WINE,3 Main St,Denver,None,39.74,-104.99,yes',
  '9,PASTA PASTA PASTA,LIQUOR - HOTEL AND RESTAURANT,185 N Fillmore St,Denver,None,39.7183,-104.9548,yes',
].join('\n');

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and embedded newlines', () => {
    const rows = parseCsv('a,b\n"x, y","say ""hi""\nthere"\r\n1,2\n');
    expect(rows).toEqual([
      { a: 'x, y', b: 'say "hi"\nthere' },
      { a: '1', b: '2' },
    ]);
  });
});

describe('liquor licences', () => {
  const { entries } = readLiquorLicences(liquorCsv);
  const byName = new Map(entries.map((e) => [e.name, e]));

  it('keeps on-premises licences inside the metro with clean names', () => {
    expect([...byName.keys()].sort()).toEqual([
      'Comedy Works',
      'Noodles & Company',
      'Pasta Pasta Pasta',
      'The Ginn Mill',
      'Wynkoop Brewing Co',
    ]);
  });

  it('splits restaurants from bars by licence and refines by name', () => {
    expect(byName.get('The Ginn Mill')).toMatchObject({
      category: 'nightlife',
      subcategory: 'Bars',
    });
    expect(byName.get('Pasta Pasta Pasta')).toMatchObject({
      category: 'food',
      subcategory: 'Italian',
    });
    expect(byName.get('Comedy Works')).toMatchObject({
      category: 'entertainment',
      subcategory: 'Comedy Shows',
    });
    expect(byName.get('Wynkoop Brewing Co')).toMatchObject({
      category: 'nightlife',
      subcategory: 'Breweries',
    });
    expect(byName.get('The Ginn Mill')).toMatchObject({
      source: 'denver-liquor-licenses',
      source_id: '1',
      address: '2041 Larimer St, Denver, CO',
      phone_number: null,
    });
  });
});

describe('liquor licence addresses', () => {
  it("takes the street from the filed address when the geocoded one is 'None'", () => {
    const csv = [
      'BFN,BUS_PROF_NAME,FULL_ADDRESS,LICENSES,ADDRESS_LINE1,CITY,ZIP,latitude,longitude,on_premises',
      '1,THE GINN MILL,2041 LARIMER ST,LIQUOR - TAVERN,2041 Larimer St,Denver,None,39.7536,-104.9918,yes',
      '2,RODIZIO GRILL,1801 WYNKOOP ST,LIQUOR - HOTEL AND RESTAURANT,None,None,None,39.7533,-104.9987,yes',
      '3,NOODLES & COMPANY,6300 E HAMPDEN AVESUITE K ,LIQUOR - HOTEL AND RESTAURANT,None,None,None,39.6534,-104.9136,yes',
      '4,MAD GREENS,1200 ACOMA ST #A-101 ,LIQUOR - HOTEL AND RESTAURANT,None,None,None,39.7354,-104.9883,yes',
      '5,LA PASADITA INN MEXICAN RESTAURANT,1959 PARK AVESUITE A ,LIQUOR - HOTEL AND RESTAURANT,None,None,None,39.7495,-104.9782,yes',
    ].join('\n');
    const addresses = readLiquorLicences(csv).entries.map((e) => e.address);
    expect(addresses).toEqual([
      '2041 Larimer St, Denver, CO',
      '1801 Wynkoop St, Denver, CO',
      '6300 E Hampden Ave Suite K, Denver, CO',
      '1200 Acoma St #A-101, Denver, CO',
      '1959 Park Ave Suite A, Denver, CO',
    ]);
  });
});

describe('breweries, parks and public art', () => {
  it('drops closed, planning and contract breweries and formats phones', () => {
    const csv = [
      'id,name,brewery_type,address_1,address_2,address_3,city,postal_code,phone,website_url,longitude,latitude',
      'a,Wynkoop Brewing Co,brewpub,1634 18th St,,,Denver,80202-1512,3032972700,http://www.wynkoop.com,-104.99827,39.75343',
      'b,Closed Brewing,closed,1 St,,,Denver,80202,,,-104.99,39.75',
      'c,Planned Brewing,planning,1 St,,,Denver,80202,,,-104.99,39.75',
      'd,Contract Brewing,contract,1 St,,,Denver,80202,,,-104.99,39.75',
    ].join('\n');
    const { entries } = readBreweries(csv);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      phone_number: '(303) 297-2700',
      address: '1634 18th St, Denver, CO 80202',
      source: 'openbrewerydb',
    });
  });

  it('classifies parks and adds facility entries', () => {
    const csv = [
      'LOCATION,FORMAL_NAME,LOC_CODE,PARK_TYPE,PARK_CLASS,ADDRESS_LINE1,CITY,LATITUDE,LONGITUDE,FACILITIES,CROSS_STREETS',
      'Wash Park,Washington Park,1,Park,Regional,701 S Franklin St,Denver,39.6995,-104.9706,"Outdoor Pool, Tennis Court, Lake",',
      'Kennedy,Kennedy Golf Course,2,Golf,Golf,10500 E Hampden Ave,Denver,39.654,-104.864,,',
      'Future,Future Park,3,Future,Undeveloped,,Denver,39.7,-104.9,,',
      'Echo,Echo Lake Park,4,Park,Mountain,,Idaho Springs,39.65,-105.6,,',
    ].join('\n');
    const { entries } = readParks(csv);
    expect(entries.map((e) => [e.name, e.subcategory])).toEqual([
      ['Washington Park', 'Parks'],
      ['Washington Outdoor Pool', 'Swimming Pools'],
      ['Washington Tennis Courts', 'Tennis Courts'],
      ['Kennedy Golf Course', 'Golf Courses'],
    ]);
    expect(entries[0]!.description).toBe(
      'Facilities: Outdoor Pool, Tennis Court, Lake.',
    );
    expect(entries[2]!.source_id).toBe('1:tennis');
    expect(entries[1]!.types).toContain('outdoor_pool');
  });

  it('groups public art pieces by location', () => {
    const csv = [
      'title,artist,year_installed,location,latitude,longitude',
      'Piece A,Ann,2001,Civic Center Park,39.7380,-104.9880',
      'Piece B,Bob,"2007\n2007",Civic Center Park,39.7382,-104.9890',
      'Lone,Cy,1999,Some Library,39.70,-104.95',
    ].join('\n');
    const { entries } = readPublicArt(csv);
    expect(entries.map((e) => e.name)).toEqual([
      'Public Art at Civic Center Park',
      'Lone (Public Art)',
    ]);
    expect(entries[0]!.description).toContain("'Piece B' by Bob (2007)");
    expect(entries[0]!.latitude).toBeCloseTo(39.7381, 4);
  });
});

describe('dedupePlaces', () => {
  const base: CatalogueEntry = {
    name: 'Wynkoop Brewing Co',
    category: 'nightlife',
    subcategory: 'Breweries',
    types: ['brewery'],
    description: null,
    latitude: 39.7534,
    longitude: -104.9983,
    address: null,
    phone_number: null,
    website_url: null,
    source: 'denver-liquor-licenses',
    source_id: '7',
    attribution: 'Denver',
  };

  it('merges one place listed by two sources and keeps both facts and credits', () => {
    const merged = dedupePlaces([
      base,
      {
        ...base,
        name: 'Wynkoop Brewing Company',
        source: 'openbrewerydb',
        source_id: 'a',
        phone_number: '(303) 297-2700',
        attribution: 'OBDB',
      },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      source: 'openbrewerydb',
      phone_number: '(303) 297-2700',
    });
    expect(merged[0]!.attribution).toBe('OBDB Denver');
  });

  it('keeps same-named places far apart (chain locations)', () => {
    const places = dedupePlaces([
      base,
      { ...base, source_id: '8', latitude: 39.68, longitude: -104.94 },
    ]);
    expect(places).toHaveLength(2);
  });
});

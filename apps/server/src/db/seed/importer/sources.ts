import type { CatalogueSource } from '@app/shared/catalogue';

type SourceInfo = Omit<CatalogueSource, 'records'> & {
  folder: string;
  file: string;
};

export const LIQUOR: SourceInfo = {
  id: 'denver-liquor-licenses',
  folder: 'denver-liquor-licenses-2018',
  file: 'denver_liquor_licenses.csv',
  title: 'Liquor Licenses (2018)',
  publisher: 'City and County of Denver Open Data Catalog (Excise & Licenses)',
  licence: 'CC BY 3.0',
  attribution:
    'Contains data from the City and County of Denver Open Data Catalog (Excise & Licenses), CC BY 3.0.',
  url: 'https://www.denvergov.org/opendata',
};

export const PARKS: SourceInfo = {
  id: 'denver-parks',
  folder: 'denver-parks-2015',
  file: 'denver_parks.csv',
  title: 'Parks (2015)',
  publisher:
    'City and County of Denver Open Data Catalog (Denver Parks and Recreation)',
  licence: 'CC BY 3.0',
  attribution:
    'Contains data from the City and County of Denver Open Data Catalog (Denver Parks and Recreation), CC BY 3.0.',
  url: 'https://www.denvergov.org/opendata',
};

export const PUBLIC_ART: SourceInfo = {
  id: 'denver-public-art',
  folder: 'denver-public-art-2018',
  file: 'denver_public_art.csv',
  title: 'Public Art (2018)',
  publisher:
    'City and County of Denver Open Data Catalog (Denver Arts & Venues)',
  licence: 'CC BY 3.0',
  attribution:
    'Contains data from the City and County of Denver Open Data Catalog (Denver Arts & Venues Public Art), CC BY 3.0.',
  url: 'https://www.denvergov.org/opendata',
};

export const BREWERIES: SourceInfo = {
  id: 'openbrewerydb',
  folder: 'openbrewerydb',
  file: 'denver_metro_breweries.csv',
  title: 'Open Brewery DB (Colorado, Denver metro subset)',
  publisher: 'Open Brewery DB',
  licence: 'MIT',
  attribution:
    'Brewery data from Open Brewery DB (openbrewerydb.org), MIT License.',
  url: 'https://www.openbrewerydb.org',
};

export const CURATED: SourceInfo = {
  id: 'curated',
  folder: '',
  file: 'data/curated-places.json',
  title: 'Curated well-known places',
  publisher: 'Weekend Planner',
  licence: 'Facts only (name, category, location)',
  attribution:
    'Well-known public places listed by the Weekend Planner team; names and locations only.',
  url: null,
};

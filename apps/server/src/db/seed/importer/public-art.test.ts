import { describe, expect, it } from 'vitest';

import { readPublicArt } from './public-art';

const HEADER =
  'accession_date,year_installed,title,artist,material,location,detailed_location,notes,point_x,point_y,globalid,latitude,longitude';

describe('readPublicArt', () => {
  it('groups pieces by site and leaves out sites the public cannot enter', () => {
    const csv = [
      HEADER,
      '1,2010,Wave,A. Artist,Steel,Civic Center Park,,,0,0,x,39.7393,-104.9870',
      '2,2011,Arc,B. Artist,Steel,Civic Center Park,,,0,0,x,39.7395,-104.9872',
      '3,2010,Acumen,C. Artist,Glass,Van Cise Simonet Detention Facility,,,0,0,x,39.7392,-104.9935',
      '4,2010,Cloudbreak,D. Artist,Glass,Denver Justice Center Jury Room,,,0,0,x,39.7391,-104.9947',
    ].join('\n');
    const names = readPublicArt(csv).entries.map((e) => e.name);
    expect(names).toEqual(['Public Art at Civic Center Park']);
  });

  it('marks art inside a site that charges admission as not free', () => {
    const csv = [
      HEADER,
      '1,2004,Bear,A. Artist,Bronze,Denver Zoo,,,0,0,x,39.7500,-104.9490',
      '2,2010,Wave,B. Artist,Steel,Civic Center Park,,,0,0,x,39.7393,-104.9870',
    ].join('\n');
    const [zoo, park] = readPublicArt(csv).entries;
    expect(zoo!.types).toContain('paid_admission');
    expect(zoo!.description).toContain(
      'Inside Denver Zoo, which charges admission.',
    );
    expect(park!.types).not.toContain('paid_admission');
  });
});

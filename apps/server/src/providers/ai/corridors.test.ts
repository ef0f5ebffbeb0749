import { describe, expect, it } from 'vitest';

import { corridorNamed, enclosingCircle, metersFromLine } from './corridors';

describe('street corridors', () => {
  const colfax = corridorNamed('East Colfax')!;

  it('measures from the street, not from its middle', () => {
    // At Yosemite St, 5 km from the corridor's middle, on the street.
    expect(
      metersFromLine({ lat: 39.7404, lng: -104.884 }, colfax.line),
    ).toBeLessThan(50);
    // Cherry Creek: inside the circle that holds Colfax, 2.4 km off it.
    const cherryCreek = { lat: 39.718, lng: -104.955 };
    expect(metersFromLine(cherryCreek, colfax.line)).toBeGreaterThan(2000);
    const circle = enclosingCircle(colfax);
    expect(circle.km).toBeGreaterThan(4);
  });

  it('knows a street by any of its names, and a circle area is none', () => {
    expect(corridorNamed('sobo')?.names[0]).toBe('South Broadway');
    expect(corridorNamed('Tennyson St')?.names[0]).toBe('Tennyson Street');
    expect(corridorNamed('Cherry Creek')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { metroInstant } from './metro';
import { openStatusAt } from './open-now';

// 2030-06-05 is a Wednesday.
const at = (time: string) => metroInstant('2030-06-05', time);

describe('openStatusAt', () => {
  const hours = {
    tuesday: ['17:00-02:00'],
    wednesday: ['11:00-14:00', '17:00-22:00'],
  };

  it('says when an open place closes', () => {
    expect(openStatusAt(hours, at('12:30'))).toEqual({
      open: true,
      label: 'Open until 2:00 PM',
    });
    expect(openStatusAt(hours, at('01:00'))).toEqual({
      open: true,
      label: 'Open until 2:00 AM',
    });
    expect(
      openStatusAt({ wednesday: ['18:00-00:00'] }, at('19:00'))?.label,
    ).toBe('Open until midnight');
    expect(
      openStatusAt({ wednesday: ['00:00-24:00'] }, at('15:00'))?.label,
    ).toBe('Open 24 hours');
  });

  it("says when a closed place opens today, or only that it's closed", () => {
    expect(openStatusAt(hours, at('15:00'))).toEqual({
      open: false,
      label: 'Closed now · opens 5:00 PM',
    });
    expect(openStatusAt(hours, at('23:00'))).toEqual({
      open: false,
      label: 'Closed now',
    });
  });

  it('says nothing without listed hours', () => {
    expect(openStatusAt(null, at('12:00'))).toBeNull();
    expect(openStatusAt({ monday: [] }, at('12:00'))).toBeNull();
  });
});

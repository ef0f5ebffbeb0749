import { metroInstant } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { askedDays } from './asked-days';

describe('askedDays', () => {
  it('is the day a time word names, by Denver time', () => {
    // Sunday 29 November 2026, 00:20 in Denver (07:20 UTC).
    const sunday = metroInstant('2026-11-29', '00:20');
    expect(askedDays('saturday', sunday)).toEqual(['2026-12-05']);
    expect(askedDays('friday', sunday)).toEqual(['2026-12-04']);
    expect(askedDays('sunday', sunday)).toEqual(['2026-11-29']);
    expect(askedDays('tomorrow', sunday)).toEqual(['2026-11-30']);
    expect(askedDays('today', sunday)).toEqual(['2026-11-29']);
    expect(askedDays('tonight', sunday)).toEqual(['2026-11-29']);
    expect(askedDays('this_weekend', sunday)).toEqual(['2026-11-29']);
    expect(askedDays(null, sunday)).toEqual(['2026-11-29']);
  });

  it('is the coming weekend for this weekend or no time, asked midweek', () => {
    const wednesday = metroInstant('2026-12-02', '21:00');
    const weekend = ['2026-12-05', '2026-12-06'];
    expect(askedDays('this_weekend', wednesday)).toEqual(weekend);
    expect(askedDays(null, wednesday)).toEqual(weekend);
    expect(askedDays('saturday', wednesday)).toEqual(['2026-12-05']);
    // Saturday asked on Saturday is that day.
    const saturday = metroInstant('2026-12-05', '10:00');
    expect(askedDays('saturday', saturday)).toEqual(['2026-12-05']);
  });
});

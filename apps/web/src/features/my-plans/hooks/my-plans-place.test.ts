import { describe, expect, it } from 'vitest';

import { paramsForPlace, placeFromParams } from './my-plans-place';

const TODAY = '2026-11-28';
const read = (search: string) => placeFromParams(new URLSearchParams(search));

describe('My Plans place in the address', () => {
  it('reads the calendar’s view, mode and day', () => {
    expect(read('view=calendar&mode=month&date=2026-12-01')).toEqual({
      view: 'calendar',
      mode: 'month',
      date: '2026-12-01',
    });
    expect(read('view=drafts')).toEqual({
      view: 'drafts',
      mode: 'week',
      date: null,
    });
  });

  it('ignores what it does not understand, and the calendar’s parts elsewhere', () => {
    expect(read('view=map&mode=month&date=2026-12-01')).toEqual({
      view: 'list',
      mode: 'week',
      date: null,
    });
    expect(read('view=calendar&mode=year&date=2026-02-30')).toEqual({
      view: 'calendar',
      mode: 'week',
      date: null,
    });
    expect(read('view=calendar&date=12/01/2026').date).toBeNull();
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const write = (
      search: string,
      place: Parameters<typeof paramsForPlace>[1],
    ) => paramsForPlace(new URLSearchParams(search), place, TODAY).toString();
    expect(write('', { view: 'list', mode: 'week', date: null })).toBe('');
    expect(write('', { view: 'calendar', mode: 'week', date: TODAY })).toBe(
      'view=calendar',
    );
    expect(
      write('planId=7&mode=day', {
        view: 'calendar',
        mode: 'month',
        date: '2026-12-01',
      }),
    ).toBe('planId=7&view=calendar&mode=month&date=2026-12-01');
    // Leaving the calendar drops its mode and day.
    expect(
      write('view=calendar&mode=month&date=2026-12-01', {
        view: 'drafts',
        mode: 'month',
        date: '2026-12-01',
      }),
    ).toBe('view=drafts');
  });
});

import { groupSizeNote } from '@app/shared/group-size';
import type { Itinerary } from '@app/shared/itinerary';
import { describe, expect, it } from 'vitest';

import { unmetConstraints } from './unmet-constraints';

const day = (date: string, notes?: string[]): Itinerary => ({
  date,
  slots: [],
  total_travel_time: 0,
  weather_adjusted: false,
  weather_note: null,
  notes,
});

describe('unmetConstraints', () => {
  it('names each constraint a day could not meet with what was used instead, once', () => {
    const widened =
      'Nothing of the kind is listed inside Boulder; these are the nearest, within 32.4 miles of it.';
    const patio =
      'No listing here shows outdoor seating, so the patio was not checked.';
    expect(
      unmetConstraints([
        day('2026-12-12', [`${widened} ${patio}`]),
        day('2026-12-13', [widened]),
      ]),
    ).toEqual([
      { constraint: 'In Boulder', alternative: widened },
      { constraint: 'Patio', alternative: patio },
    ]);
  });

  it("keeps a pool's word for what the note is about", () => {
    expect(
      unmetConstraints([
        day('2026-12-12', [
          'Places to eat: Nothing known to be free matched; these may charge.',
        ]),
      ]),
    ).toEqual([
      {
        constraint: 'Free',
        alternative:
          'Places to eat: Nothing known to be free matched; these may charge.',
      },
    ]);
  });

  it('says of a day without the events asked that none are listed then', () => {
    expect(
      unmetConstraints([
        day('2026-12-12', [
          'No hockey games are listed on Saturday; here are hockey venues.',
        ]),
      ]),
    ).toEqual([
      {
        constraint: 'Events on Saturday',
        alternative:
          'No hockey games are listed on Saturday; here are hockey venues.',
      },
    ]);
  });

  it('says a large group was not checked, in the words search uses', () => {
    expect(unmetConstraints([day('2026-12-12', [groupSizeNote(8)])])).toEqual([
      {
        constraint: 'Group of 8',
        alternative:
          'No listing says how many people it takes: check with the place for a group of 8.',
      },
    ]);
  });

  it('leaves out notes that are no unmet constraint', () => {
    expect(
      unmetConstraints([
        day('2026-12-12', [
          'The weather here is typical for the date, not a forecast: nothing was moved indoors for it.',
        ]),
        day('2026-12-13'),
      ]),
    ).toEqual([]);
  });
});

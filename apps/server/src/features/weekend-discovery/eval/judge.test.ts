import { groupSizeNote } from '@app/shared/group-size';
import type { Itinerary } from '@app/shared/itinerary';
import { describe, expect, it } from 'vitest';

import { evalForecast } from './forecasts';
import { judgeDay } from './judge';

const day = (notes?: string[]): Itinerary => ({
  date: '2026-12-12',
  slots: [],
  total_travel_time: 0,
  weather_adjusted: false,
  weather_note: null,
  notes,
});

const groupCheck = (notes?: string[]) =>
  judgeDay(
    { q: 'night out for 8 people', group: 8 },
    day(notes),
    [],
    evalForecast('mild', '2026-12-12'),
  ).find((c) => c.name.startsWith('group'));

describe('judgeDay', () => {
  it('meets a group size only when the day says it was not checked', () => {
    expect(groupCheck([groupSizeNote(8)])?.met).toBe(true);
    expect(groupCheck([groupSizeNote(6)])?.met).toBe(false);
    expect(groupCheck()?.met).toBe(false);
  });
});

import { groupSizeNote } from '@app/shared/group-size';
import type { Itinerary } from '@app/shared/itinerary';
import { describe, expect, it } from 'vitest';

import { wireActivity } from '../../../test/wire-activity';

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

  it('takes a late-morning meal as brunch or lunch, and an evening one as dinner', () => {
    const mealAt = (time: string, meal: 'brunch' | 'lunch' | 'dinner') => {
      const [h, m] = time.split(':').map(Number);
      const start = h! * 60 + m!;
      const stop = {
        start,
        end: start + 75,
        meal: true,
        reason: null,
        activity: wireActivity({
          id: 1,
          category: 'food',
          subcategory: 'Brunch',
        }),
      };
      return judgeDay(
        { q: `${meal} saturday`, meal },
        day(),
        [stop],
        evalForecast('mild', '2026-12-12'),
      ).find((c) => c.name === meal)?.met;
    };
    expect(mealAt('11:39', 'brunch')).toBe(true);
    expect(mealAt('11:39', 'lunch')).toBe(true);
    expect(mealAt('14:30', 'brunch')).toBe(false);
    expect(mealAt('09:30', 'lunch')).toBe(false);
    expect(mealAt('18:00', 'dinner')).toBe(true);
  });
});

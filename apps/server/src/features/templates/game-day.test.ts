import { metroInstant } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { scheduleHomeGames, type HomeGame, type PlannedItem } from './game-day';

const DAY = '2030-09-14';
const item = (
  activity_id: number,
  category: string,
  planned_time: string,
  latitude = 39.74,
): PlannedItem => ({
  activity_id,
  category,
  planned_date: DAY,
  planned_time,
  estimated_duration_minutes: 120,
  latitude,
  longitude: -104.99,
});
const game = (id: number, time: string, latitude: number): HomeGame => ({
  id,
  startTime: metroInstant(DAY, time),
  endTime: null,
  latitude,
  longitude: -104.99,
});

describe('scheduleHomeGames', () => {
  it('leaves a plan with no game slot alone', () => {
    const items = [item(1, 'food', '09:00')];
    expect(scheduleHomeGames(items, [game(9, '19:10', 39.75)])).toEqual({
      items,
      gameFound: null,
    });
  });

  it('keeps the stadium when no game is on', () => {
    const items = [item(1, 'professional_sports', '13:00')];
    expect(scheduleHomeGames(items, [])).toEqual({ items, gameFound: false });
  });

  it('takes the game nearest the stadium, at its real start, and moves what overlaps it', () => {
    const items = [
      item(1, 'shopping', '09:00'),
      item(2, 'professional_sports', '13:00', 39.756),
      item(3, 'nightlife', '18:00'),
    ];
    const { items: planned, gameFound } = scheduleHomeGames(items, [
      game(8, '13:05', 39.9),
      game(9, '19:10', 39.7559),
    ]);
    expect(gameFound).toBe(true);
    expect(planned.map((p) => [p.activity_id, p.planned_time])).toEqual([
      [1, '09:00'],
      [9, '19:10'],
      [3, '22:15'],
    ]);
    expect(planned[1]!.estimated_duration_minutes).toBe(180);
  });
});

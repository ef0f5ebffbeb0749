import { describe, expect, it } from 'vitest';

import { copySchedule } from './copy-itinerary';

const at = (
  planned_date: string,
  planned_time: string | null,
  minutes = 120,
) => ({
  planned_date,
  planned_time,
  estimated_duration_minutes: minutes,
});

describe('copySchedule', () => {
  it('keeps day offsets and times when the new range is as long', () => {
    expect(
      copySchedule(
        [at('2026-11-28', '19:00'), at('2026-11-29', '19:00')],
        '2026-11-28',
        { start: '2026-12-05', end: '2026-12-06' },
      ),
    ).toEqual([
      { planned_date: '2026-12-05', planned_time: '19:00', clash: null },
      { planned_date: '2026-12-06', planned_time: '19:00', clash: null },
    ]);
  });

  it('moves a folded activity past the one holding its time', () => {
    const slots = copySchedule(
      [
        at('2026-11-28', '19:00', 90),
        at('2026-11-29', '19:00'),
        at('2026-11-29', '10:00'),
      ],
      '2026-11-28',
      { start: '2026-12-05', end: '2026-12-05' },
    );
    expect(slots).toEqual([
      { planned_date: '2026-12-05', planned_time: '19:00', clash: null },
      {
        planned_date: '2026-12-05',
        planned_time: '20:30',
        clash: { with: 0, resolved: true },
      },
      // Nothing holds its morning: it keeps its time.
      { planned_date: '2026-12-05', planned_time: '10:00', clash: null },
    ]);
  });

  it('keeps the time and reports the clash when nothing later that day fits', () => {
    const slots = copySchedule(
      [at('2026-11-28', '21:00', 180), at('2026-11-29', '22:00', 60)],
      '2026-11-28',
      { start: '2026-12-05', end: '2026-12-05' },
    );
    expect(slots[1]).toEqual({
      planned_date: '2026-12-05',
      planned_time: '22:00',
      clash: { with: 0, resolved: false },
    });
  });

  it('leaves untimed activities alone', () => {
    expect(
      copySchedule(
        [at('2026-11-28', '12:00'), at('2026-11-29', null)],
        '2026-11-28',
        { start: '2026-12-05', end: '2026-12-05' },
      )[1],
    ).toEqual({ planned_date: '2026-12-05', planned_time: null, clash: null });
  });
});

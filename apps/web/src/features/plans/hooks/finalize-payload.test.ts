import type { Activity } from '@app/shared/activity';
import { describe, expect, it } from 'vitest';

import {
  buildFinalizePayload,
  inScheduleOrder,
  initialRows,
  isPastRow,
} from './finalize-payload';

const base: Omit<
  Activity,
  'id' | 'name' | 'category' | 'price_level' | 'start_time'
> = {
  description: null,
  subcategory: null,
  types: [],
  location: null,
  address: null,
  latitude: 39.7,
  longitude: -105,
  phone_number: null,
  website_url: null,
  ticket_url: null,
  menu_url: null,
  photo_url: null,
  business_hours: null,
  price_range: null,
  rating: 0,
  review_count: 0,
  user_ratings_total: 0,
  end_time: null,
  venue_name: null,
  event_details: null,
  source: 's',
  source_id: 'x',
  attribution: null,
};
const museum: Activity = {
  ...base,
  id: 1,
  name: 'Museum',
  category: 'arts',
  price_level: 2,
  start_time: null,
};
const concert: Activity = {
  ...base,
  id: 2,
  name: 'Concert',
  category: 'concerts',
  price_level: null,
  start_time: '2026-11-29T03:30:00Z',
};
const days = ['2026-11-28', '2026-11-29'];
/** Denver's wall clock (MST, UTC-7) on a day in November 2026. */
const denver = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour + 7, minute));
/** A week before the plan, at this Denver hour. */
const before = (hour: number) => denver(20, hour);

describe('finalize payload', () => {
  it('applies the default title, time normalisation, duration, cost and priority', () => {
    const payload = buildFinalizePayload({
      planId: 7,
      title: '  ',
      description: '',
      days,
      locationName: 'Denver, CO',
      location: { lat: 39.7, lng: -104.9 },
      activities: [museum, concert],
      rows: {
        1: { date: '2026-11-29', time: '930', notes: ' early ' },
        2: { date: '2026-11-28', time: '20:30:00', notes: '' },
      },
    });
    expect(payload).toMatchObject({
      plan_id: 7,
      title: 'Plan for Sat, Nov 28 - Sun, Nov 29',
      description: null,
      start_date: '2026-11-28',
      end_date: '2026-11-29',
      location: '39.7,-104.9',
      location_name: 'Denver, CO',
    });
    expect(payload.selected_activities).toEqual([
      {
        activity_id: 1,
        planned_date: '2026-11-29',
        planned_time: '12:00',
        estimated_duration_minutes: 120,
        estimated_cost: 50,
        priority: 1,
        notes: 'early',
      },
      {
        activity_id: 2,
        planned_date: '2026-11-28',
        planned_time: '20:30',
        estimated_duration_minutes: 120,
        estimated_cost: 20,
        priority: 1,
        notes: null,
      },
    ]);
  });

  it('starts events at their own Denver day and time, others by category', () => {
    expect(initialRows([concert, museum], days, before(9))).toEqual([
      { date: '2026-11-28', time: '20:30', notes: '' },
      { date: '2026-11-28', time: '14:00', notes: '' },
    ]);
  });

  it('puts a second activity with the same start time on the next free day', () => {
    const lunch = (id: number): Activity => ({
      ...museum,
      id,
      name: `Lunch ${id}`,
      category: 'food',
    });
    // 12:30 at noon; the third lunch finds every day taken and goes first.
    expect(
      initialRows([lunch(1), lunch(2), lunch(3)], days, before(12)).map(
        (row) => `${row.date} ${row.time}`,
      ),
    ).toEqual(['2026-11-28 12:30', '2026-11-29 12:30', '2026-11-28 12:30']);
    // An event holds its own slot: an activity defaulting to it moves on.
    const show: Activity = {
      ...concert,
      id: 9,
      start_time: '2026-11-28T21:00:00Z',
    };
    expect(
      initialRows([museum, show], days, before(9)).map((row) => row.date),
    ).toEqual(['2026-11-29', '2026-11-28']);
  });

  it('never defaults to a time already past: later days first, then later today', () => {
    const dinner: Activity = { ...museum, id: 5, category: 'food' };
    // 9 PM on Saturday: Saturday's 7 PM and 2 PM have gone by.
    const nine = denver(28, 21);
    expect(initialRows([dinner, museum], days, nine)).toEqual([
      { date: '2026-11-29', time: '19:00', notes: '' },
      { date: '2026-11-29', time: '14:00', notes: '' },
    ]);
    // A plan of today only: the next half hour at least 30 minutes off.
    expect(initialRows([dinner], ['2026-11-28'], nine)).toEqual([
      { date: '2026-11-28', time: '21:30', notes: '' },
    ]);
    expect(
      initialRows([dinner], ['2026-11-28'], denver(28, 21, 5))[0]!.time,
    ).toBe('22:00');
  });

  it('flags a day and time that have already gone by', () => {
    const nine = denver(28, 21);
    const row = (date: string, time: string) => ({ date, time, notes: '' });
    // After 10 PM today is over: the default stays, and is flagged.
    const late = initialRows([museum], ['2026-11-28'], denver(28, 22, 45));
    expect(isPastRow(late[0]!, denver(28, 22, 45))).toBe(true);
    expect(isPastRow(row('2026-11-28', '19:00'), nine)).toBe(true);
    expect(isPastRow(row('2026-11-28', '21:30'), nine)).toBe(false);
    expect(isPastRow(row('2026-11-29', '08:00'), nine)).toBe(false);
    expect(isPastRow(row('2026-11-28', ''), nine)).toBe(false);
  });

  it('orders rows by day, then time, timeless rows last, ties as selected', () => {
    const row = (id: number, date: string, time: string) => ({
      id,
      date,
      time,
      notes: '',
    });
    const rows = [
      row(1, '2026-11-28', '14:00'),
      row(2, '2026-11-29', '10:00'),
      row(3, '2026-11-28', ''),
      row(4, '2026-11-28', '11:30'),
      row(5, '2026-11-28', '14:00'),
      row(6, '2026-11-28', ''),
    ];
    expect(inScheduleOrder(rows).map((r) => r.id)).toEqual([4, 1, 5, 3, 6, 2]);
    // The rows given are left as they were.
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import type { CalendarEntry } from '../hooks/calendar-entries';

import { DayList } from './calendar-grids';

const entry: CalendarEntry = {
  id: 1,
  plan_id: 7,
  plan_title: 'Park Day',
  activity_name: 'Civic Center Park',
  category: 'outdoors',
  location: 'Denver, CO',
  planned_date: '2026-11-28',
  planned_time: '10:00',
};

describe('DayList', () => {
  it('names each activity’s category by its label, not its key', () => {
    renderWithProviders(
      <DayList
        entries={[entry, { ...entry, id: 2, category: 'food' }]}
        onOpenPlan={vi.fn()}
      />,
    );
    expect(
      screen.getByText('Park Day · Denver, CO · Outdoor Activities'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Park Day · Denver, CO · Food & Dining'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/· outdoors$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/· food$/)).not.toBeInTheDocument();
  });
});

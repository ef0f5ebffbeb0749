import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { stubPhone } from '../../../testing/match-media';
import { renderWithProviders } from '../../../testing/render';
import type { CalendarEntry } from '../hooks/calendar-entries';

import { DayList, MonthGrid } from './calendar-grids';

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

describe('MonthGrid', () => {
  it('on a phone shows a day’s activities as dots, not cut-off times, and opens the day on tap', async () => {
    stubPhone();
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const onOpenDay = vi.fn();
    const entries = [1, 2, 3, 4].map((id) => ({ ...entry, id }));
    renderWithProviders(
      <MonthGrid
        anchor="2026-11-01"
        today="2026-11-20"
        byDay={new Map([['2026-11-28', entries]])}
        onOpenDay={onOpenDay}
      />,
    );
    expect(screen.queryByText(/Civic Center Park/)).toBeNull();
    const day = screen.getByRole('button', {
      name: 'Saturday, November 28: 4 activities planned',
    });
    expect(day).toContainElement(screen.getByTestId('entry-dots'));
    expect(day).toHaveTextContent('+1');
    await userEvent.click(day);
    expect(onOpenDay).toHaveBeenCalledWith('2026-11-28');
  });
});

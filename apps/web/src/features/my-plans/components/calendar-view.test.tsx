import { metroToday } from '@app/shared/metro';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import {
  buildFinalizedPlan,
  buildScheduledActivity,
} from '../testing/plan-fixture';

import { CalendarView } from './calendar-view';

const today = metroToday();
/** Today as a screen reader should hear it: 'Saturday, November 28'. */
const spokenToday = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${today}T00:00:00Z`));

const plans = [
  buildFinalizedPlan({
    start_date: today,
    end_date: today,
    selected_activities: [
      buildScheduledActivity({ id: 11, planned_date: today }),
      buildScheduledActivity({
        id: 12,
        planned_date: today,
        planned_time: '11:30',
        activity: { ...buildScheduledActivity().activity, name: 'Burgerfi' },
      }),
    ],
  }),
];

function renderCalendar() {
  return renderWithProviders(
    <CalendarView plans={plans} onOpenPlan={vi.fn()} />,
  );
}

describe('CalendarView', () => {
  it('names a week’s entries and days by their readable date', () => {
    renderCalendar();
    expect(
      screen.getByRole('group', { name: spokenToday }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `11:30 AM Burgerfi, ${spokenToday}` }),
    ).toBeInTheDocument();
  });

  it('names a month’s day by its readable date and count', async () => {
    const { user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(
      screen.getByRole('button', {
        name: `${spokenToday}: 2 activities planned`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: new RegExp(today) }),
    ).toBeNull();
  });

  it('moves focus to the pressed entry in the day’s list when a week’s entry opens the day', async () => {
    const { user } = renderCalendar();
    screen
      .getByRole('button', { name: `11:30 AM Burgerfi, ${spokenToday}` })
      .focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('button', {
      name: /11:30 AM · Burgerfi/,
    });
    await waitFor(() => expect(item).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves focus to the day’s first entry when a month’s day opens it', async () => {
    const { user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    screen
      .getByRole('button', { name: `${spokenToday}: 2 activities planned` })
      .focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('button', {
      name: /10:00 AM · City Park/,
    });
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('leaves focus alone when the Daily view is chosen from its toggle', async () => {
    const { user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Daily' }));
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveFocus();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { renderWithProviders } from '../../../testing/render';

import { FinalizeDialog } from './finalize-dialog';

describe('FinalizeDialog', () => {
  it('stops the title at 200 characters and the description at 4000', async () => {
    const { user } = renderWithProviders(
      <FinalizeDialog
        open
        activities={[buildActivity({ id: 3, name: 'Park Walk' })]}
        days={['2030-06-01']}
        budget={{ amount: null, type: null }}
        isSaving={false}
        success={null}
        onCancel={() => {}}
        onSubmit={() => {}}
      />,
    );
    const title = screen.getByRole('textbox', { name: 'Plan Title' });
    expect(title).toHaveAttribute('maxlength', '200');
    expect(
      screen.getByRole('textbox', { name: 'Description' }),
    ).toHaveAttribute('maxlength', '4000');

    await user.click(title);
    await user.paste('x'.repeat(250));
    expect(title).toHaveValue('x'.repeat(200));
  });

  it("names each row's fields after its activity, under short visible labels", async () => {
    const { user } = renderWithProviders(
      <FinalizeDialog
        open
        activities={[
          buildActivity({ id: 3, name: 'Park Walk' }),
          buildActivity({ id: 4, name: 'Taco Corner' }),
        ]}
        days={['2030-06-01', '2030-06-02']}
        budget={{ amount: null, type: null }}
        isSaving={false}
        success={null}
        onCancel={() => {}}
        onSubmit={() => {}}
      />,
    );
    // The date's label had named the combobox: five rows, five 'Date's.
    for (const name of ['Park Walk', 'Taco Corner']) {
      expect(
        screen.getByRole('combobox', { name: `Date for ${name}` }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(`Time for ${name}`)).toBeInTheDocument();
      expect(
        screen.getByRole('textbox', { name: `Notes for ${name}` }),
      ).toBeInTheDocument();
    }
    // What is seen stays short: the row's legend names the activity.
    expect(
      screen.getAllByText('Date', { selector: '.MuiInputLabel-root' }),
    ).toHaveLength(2);

    await user.click(
      screen.getByRole('combobox', { name: 'Date for Taco Corner' }),
    );
    expect(
      screen.getByRole('listbox', { name: 'Date for Taco Corner' }),
    ).toBeInTheDocument();
  });

  describe('at 9 PM on Saturday', () => {
    afterEach(() => vi.useRealTimers());

    it('defaults to a time still ahead, and warns when a past one is picked', async () => {
      // Only the clock is faked: the user's clicks still wait on real timers.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-29T04:00:00Z'));
      const { user } = renderWithProviders(
        <FinalizeDialog
          open
          activities={[buildActivity({ id: 3, name: 'Taco Corner' })]}
          days={['2026-11-28']}
          budget={{ amount: null, type: null }}
          isSaving={false}
          success={null}
          onCancel={() => {}}
          onSubmit={() => {}}
        />,
      );
      const time = screen.getByLabelText('Time for Taco Corner');
      // Dinner's 7:00 PM has gone by: the next half hour, 30 minutes off.
      expect(time).toHaveValue('21:30');
      expect(screen.queryByText(/has already passed/)).toBeNull();

      await user.clear(time);
      await user.type(time, '19:00');
      expect(
        await screen.findByText('Sat, Nov 28 at 7:00 PM has already passed.'),
      ).toBeInTheDocument();
    });
  });

  it('lists the rows in schedule order when it opens, and keeps them there while a time is edited', async () => {
    const onSubmit = vi.fn();
    // Events keep their own Denver day and time (MDT in June, UTC-6).
    const event = (id: number, name: string, utc: string) =>
      buildActivity({ id, name, category: 'arts', start_time: utc });
    const { user } = renderWithProviders(
      <FinalizeDialog
        open
        // In the order they were selected.
        activities={[
          event(3, 'Gallery Tour', '2030-06-01T20:00:00Z'),
          event(4, 'Sunday Hike', '2030-06-02T16:00:00Z'),
          event(5, 'Brunch Spot', '2030-06-01T17:30:00Z'),
        ]}
        days={['2030-06-01', '2030-06-02']}
        budget={{ amount: null, type: null }}
        isSaving={false}
        success={null}
        onCancel={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const dialog = screen.getByRole('dialog');
    const order = () =>
      within(dialog)
        .getAllByRole('group')
        .map((row) => row.querySelector('legend')?.textContent);
    expect(order()).toEqual(['Brunch Spot', 'Gallery Tour', 'Sunday Hike']);
    expect(screen.getByLabelText('Time for Brunch Spot')).toHaveValue('11:30');
    expect(screen.getByLabelText('Time for Gallery Tour')).toHaveValue('14:00');

    const brunch = screen.getByLabelText('Time for Brunch Spot');
    await user.clear(brunch);
    await user.type(brunch, '15:00');
    // Now later than the gallery, but the row stays under the cursor.
    expect(order()).toEqual(['Brunch Spot', 'Gallery Tour', 'Sunday Hike']);
    expect(brunch).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Finalize Plan' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // Each row's values still belong to its own activity.
    expect(onSubmit.mock.calls[0]![0].rows).toEqual([
      { activity_id: 5, date: '2030-06-01', time: '15:00', notes: '' },
      { activity_id: 3, date: '2030-06-01', time: '14:00', notes: '' },
      { activity_id: 4, date: '2030-06-02', time: '10:00', notes: '' },
    ]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DayToggles } from './day-toggles';

describe('DayToggles', () => {
  it('chooses a day, and all days as null', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DayToggles
        label="Plan days"
        allLabel="All Days"
        days={['2026-11-28', '2026-11-29']}
        value={null}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Plan days' });
    expect(group).toHaveTextContent('All DaysSat, Nov 28Sun, Nov 29');
    expect(screen.getByRole('button', { name: 'All Days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sun, Nov 29' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-29');

    rerender(
      <DayToggles
        label="Plan days"
        allLabel="All Days"
        days={['2026-11-28', '2026-11-29']}
        value="2026-11-29"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'All Days' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

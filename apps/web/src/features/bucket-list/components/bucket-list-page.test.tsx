import type { BucketItem } from '@app/shared/bucket-list';
import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { BucketListPage } from './bucket-list-page';

/** An rgba() colour laid on `background`, as the eye sees it. */
function blend(colour: string, background: string) {
  const { values, type } = decomposeColor(colour);
  if (type !== 'rgba') return colour;
  const [r, g, b, a = 1] = values;
  const under = decomposeColor(background).values;
  const mix = (top: number, i: number) =>
    Math.round(top * a + under[i]! * (1 - a));
  return `rgb(${mix(r, 0)}, ${mix(g, 1)}, ${mix(b, 2)})`;
}

const item = (id: number, overrides: Partial<BucketItem> = {}): BucketItem => ({
  id,
  activity_id: id * 10,
  activity: buildActivity({ id: id * 10, name: `Place ${id}` }),
  priority: 'medium',
  target_season: null,
  notes: null,
  completed: false,
  completed_date: null,
  created_at: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

const list = [
  item(1, {
    priority: 'high',
    target_season: 'summer',
    activity: buildActivity({ id: 10, name: 'Red Rocks' }),
  }),
  item(2, {
    priority: 'low',
    completed: true,
    completed_date: '2026-11-20',
    activity: buildActivity({ id: 20, name: 'Mount Evans' }),
  }),
  item(3, { activity: buildActivity({ id: 30, name: 'Coors Field' }) }),
];

describe('BucketListPage', () => {
  it('asks anonymous visitors to log in and come back', async () => {
    renderWithProviders(<BucketListPage />, { path: '/bucket-list' });
    expect(
      await screen.findByText('Please log in to view your bucket list'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fbucket-list',
    );
  });

  it('shows progress, priority groups with counts, and filters', async () => {
    signInForTest();
    server.use(http.get('/api/bucket-list', () => HttpResponse.json(list)));
    const { user } = renderWithProviders(<BucketListPage />);
    expect(await screen.findByText('Progress Overview')).toBeInTheDocument();
    expect(screen.getByText('1 / 3 completed')).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('2 items remaining')).toBeInTheDocument();
    const high = screen.getByRole('button', { name: /High Priority/ });
    expect(within(high).getByLabelText('1 item')).toBeInTheDocument();
    const done = screen.getByRole('article', { name: 'Mount Evans' });
    expect(
      within(done).getByRole('heading', { name: 'Mount Evans' }),
    ).toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(
      within(done).getByText(/Completed on Nov 20, 2026/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'By Season' }));
    expect(screen.getByRole('button', { name: /Summer/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'List View' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    expect(
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Mount Evans']);
  });

  it('completes an item from its checkbox and updates progress', async () => {
    signInForTest();
    let sent: unknown;
    server.use(
      http.get('/api/bucket-list', () => HttpResponse.json(list)),
      http.put('/api/bucket-list/3', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...list[2],
          completed: true,
          completed_date: '2026-11-22',
        });
      }),
    );
    const { user } = renderWithProviders(<BucketListPage />);
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Mark Coors Field as completed',
      }),
    );
    expect(
      await screen.findByText('Item updated successfully'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ completed: true });
    expect(screen.getByText('2 / 3 completed')).toBeInTheDocument();
  });

  it('keeps focus on the checkbox while the completion saves, ignoring presses meanwhile', async () => {
    signInForTest();
    let puts = 0;
    let release = () => {};
    const saved = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/bucket-list', () =>
        HttpResponse.json(
          puts > 0
            ? list.map((i) =>
                i.id === 3
                  ? { ...i, completed: true, completed_date: '2026-11-22' }
                  : i,
              )
            : list,
        ),
      ),
      http.put('/api/bucket-list/3', async () => {
        puts += 1;
        await saved;
        return HttpResponse.json({
          ...list[2],
          completed: true,
          completed_date: '2026-11-22',
        });
      }),
    );
    const { user } = renderWithProviders(<BucketListPage />);
    const box = await screen.findByRole('checkbox', {
      name: 'Mark Coors Field as completed',
    });
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box).toHaveAttribute('aria-disabled', 'true'));
    expect(box).toHaveFocus();
    expect(box).toBeEnabled();
    await user.keyboard(' ');
    release();
    expect(
      await screen.findByText('Item updated successfully'),
    ).toBeInTheDocument();
    expect(puts).toBe(1);
    const after = screen.getByRole('checkbox', {
      name: 'Mark Coors Field as completed',
    });
    expect(after).toHaveFocus();
    expect(after).not.toHaveAttribute('aria-disabled');
  });

  it('marks a completed item without dimming its text below 4.5:1', async () => {
    signInForTest();
    server.use(http.get('/api/bucket-list', () => HttpResponse.json(list)));
    renderWithProviders(<BucketListPage />);
    const done = await screen.findByRole('article', { name: 'Mount Evans' });
    expect(getComputedStyle(done).opacity).not.toBe('0.6');
    expect(
      within(done).getByRole('heading', { name: 'Mount Evans' }),
    ).toHaveStyle({ textDecoration: 'line-through' });
    // The card's text in its own colours on its muted background.
    const background = getComputedStyle(done).backgroundColor;
    expect(background).toBe('rgb(247, 247, 247)');
    for (const text of [
      within(done).getByRole('heading', { name: 'Mount Evans' }),
      within(done).getByText(/Completed on/),
      within(done).getByText('Completed'),
    ]) {
      const colour = blend(getComputedStyle(text).color, background);
      expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('edits priority, season and notes', async () => {
    signInForTest();
    let sent: unknown;
    server.use(
      http.get('/api/bucket-list', () => HttpResponse.json(list)),
      http.put('/api/bucket-list/1', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...list[0],
          priority: 'low',
          target_season: null,
          notes: 'Sunrise',
        });
      }),
    );
    const { user } = renderWithProviders(<BucketListPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Red Rocks' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('combobox', { name: 'Priority' }),
    );
    await user.click(screen.getByRole('option', { name: 'Low' }));
    await user.click(
      within(dialog).getByRole('combobox', { name: 'Target Season' }),
    );
    await user.click(screen.getByRole('option', { name: 'Anytime' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Notes' }),
      'Sunrise',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Item updated successfully'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      priority: 'low',
      target_season: null,
      notes: 'Sunrise',
      completed: false,
    });
  });

  it('removes after confirming', async () => {
    signInForTest();
    let deleted = false;
    server.use(
      http.get('/api/bucket-list', () =>
        HttpResponse.json(deleted ? list.slice(1) : list),
      ),
      http.delete('/api/bucket-list/1', () => {
        deleted = true;
        return HttpResponse.json({ detail: 'Removed from bucket list' });
      }),
      http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
    );
    const { user } = renderWithProviders(<BucketListPage />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Red Rocks from bucket list',
      }),
    );
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Remove from Bucket List?' }),
      ).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await screen.findByText('Removed from bucket list'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Red Rocks' })).toBeNull(),
    );
  });

  it('shows the empty state and the 401 message', async () => {
    signInForTest();
    server.use(http.get('/api/bucket-list', () => HttpResponse.json([])));
    const { unmount } = renderWithProviders(<BucketListPage />);
    expect(
      await screen.findByText('Your bucket list is empty'),
    ).toBeInTheDocument();
    unmount();
    signInForTest();
    server.use(
      http.get('/api/bucket-list', () =>
        HttpResponse.json({ detail: 'x' }, { status: 401 }),
      ),
      http.post('/api/auth/refresh', () =>
        HttpResponse.json({ detail: 'x' }, { status: 401 }),
      ),
    );
    renderWithProviders(<BucketListPage />);
    expect(
      await screen.findByText('Please log in to view your bucket list'),
    ).toBeInTheDocument();
  });
});

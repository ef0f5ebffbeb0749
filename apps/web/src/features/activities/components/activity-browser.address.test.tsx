import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { catalogue, resetBrowse } from '../testing/browse-backend';

import { ActivityBrowser } from './activity-browser';

describe('ActivityBrowser, choices in the address', () => {
  afterEach(resetBrowse);

  it('keeps its choices in the address and opens again from it', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    const { user, router, unmount } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities' },
    );
    await screen.findByText('Place 0');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(
      screen.getByRole('option', { name: 'Outdoor Activities' }),
    );
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Search activities' }),
      'park',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=park&category=outdoors&layout=list',
      ),
    );
    // Each choice replaced the page's entry: Back leaves the page.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen.at(-1)!.get('search')).toBe('park');
    unmount();

    // Back from an activity, or a shared link: the same list again.
    seen.length = 0;
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />, {
      path: '/activities?q=park&category=outdoors&layout=list',
    });
    expect(await screen.findByText('City Park')).toBeInTheDocument();
    expect(seen[0]!.get('category')).toBe('outdoors');
    expect(seen[0]!.get('search')).toBe('park');
    expect(
      screen.getByRole('textbox', { name: 'Search activities' }),
    ).toHaveValue('park');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens the whole catalogue from an address it does not understand', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />, {
      path: '/activities?category=nope&price=9&rating=x&layout=tiles&sort=popular',
    });
    expect(await screen.findByText('Place 0')).toBeInTheDocument();
    const first = seen[0]!;
    for (const name of ['category', 'price_max', 'rating_min'])
      expect(first.get(name)).toBeNull();
    expect(first.get('sort')).toBe('start_time');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Soonest events',
    );
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('empties its search box when the menu opens Browse afresh', async () => {
    catalogue([], 3);
    const { router } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities?q=park' },
    );
    const box = screen.getByRole('textbox', { name: 'Search activities' });
    expect(box).toHaveValue('park');
    await router.navigate('/activities');
    await waitFor(() => expect(box).toHaveValue(''));
  });
});

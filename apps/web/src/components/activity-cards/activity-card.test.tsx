import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubPhone } from '../../testing/match-media';

import { ActivityCard } from './activity-card';
import { buildActivity } from './activity-fixture';

function swipe(element: HTMLElement, dx: number, dy: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchEnd(element, {
    changedTouches: [{ clientX: 100 + dx, clientY: 100 + dy }],
  });
}

const handlers = () => ({
  onToggleFavorite: vi.fn(),
  onToggleBucketList: vi.fn(),
  onAddToPlan: vi.fn(),
  onViewDetails: vi.fn(),
});

describe('ActivityCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the card facts and calls view details on click and Enter', async () => {
    const h = handlers();
    const activity = buildActivity();
    render(<ActivityCard activity={activity} {...h} />);
    const card = screen.getByRole('article', { name: activity.name });
    expect(within(card).getByText('Food & Dining')).toBeInTheDocument();
    expect(within(card).getByText('$$')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText('Price $25-50')).toBeInTheDocument();
    expect(
      within(card).getByText('2262 Larimer St, Denver, CO'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Tap for details')).toBeNull();
    await userEvent.click(card);
    expect(h.onViewDetails).toHaveBeenCalledTimes(1);
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(h.onViewDetails).toHaveBeenCalledTimes(2);
  });

  it('icon buttons toggle favorite and bucket list without opening details', async () => {
    const h = handlers();
    render(<ActivityCard activity={buildActivity()} isFavorite {...h} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove from favorites' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to bucket list' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: /^Add to My Plans: / }),
    );
    expect(h.onToggleFavorite).toHaveBeenCalledTimes(1);
    expect(h.onToggleBucketList).toHaveBeenCalledTimes(1);
    expect(h.onAddToPlan).toHaveBeenCalledTimes(1);
    expect(h.onViewDetails).not.toHaveBeenCalled();
  });

  it('says a saved state once, by name, not also as aria-pressed', () => {
    const h = handlers();
    const { rerender } = render(
      <ActivityCard activity={buildActivity()} {...h} />,
    );
    for (const name of ['Add to favorites', 'Add to bucket list']) {
      expect(screen.getByRole('button', { name })).not.toHaveAttribute(
        'aria-pressed',
      );
    }
    rerender(
      <ActivityCard
        activity={buildActivity()}
        isFavorite
        isInBucketList
        {...h}
      />,
    );
    for (const name of ['Remove from favorites', 'Remove from bucket list']) {
      expect(screen.getByRole('button', { name })).not.toHaveAttribute(
        'aria-pressed',
      );
    }
  });

  it('names View Details by its activity, keeping the visible words', async () => {
    const h = handlers();
    render(<ActivityCard activity={buildActivity()} {...h} />);
    const button = screen.getByRole('button', {
      name: 'View details of Snooze an A.M. Eatery',
    });
    expect(button).toHaveTextContent('View Details');
    await userEvent.click(button);
    expect(h.onViewDetails).toHaveBeenCalledTimes(1);
  });

  it('uses the category price default when no level is known', () => {
    render(
      <ActivityCard
        activity={buildActivity({ category: 'outdoors', price_level: null })}
      />,
    );
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('on small screens swipes left to add, right to favorite, ignores tiny moves', () => {
    stubPhone();
    const h = handlers();
    render(<ActivityCard activity={buildActivity()} {...h} />);
    const card = screen.getByRole('article');
    expect(screen.getByText('Tap for details')).toBeInTheDocument();
    swipe(card, -60, 5);
    expect(h.onAddToPlan).toHaveBeenCalledTimes(1);
    swipe(card, 60, -5);
    expect(h.onToggleFavorite).toHaveBeenCalledTimes(1);
    swipe(card, 6, 4);
    expect(h.onAddToPlan).toHaveBeenCalledTimes(1);
    expect(h.onToggleFavorite).toHaveBeenCalledTimes(1);
    expect(h.onViewDetails).not.toHaveBeenCalled();
  });

  it('on small screens a tap or swipe up opens the bottom sheet', async () => {
    stubPhone();
    const h = handlers();
    render(<ActivityCard activity={buildActivity()} {...h} />);
    swipe(screen.getByRole('article'), 0, -80);
    const sheet = await screen.findByRole('dialog', {
      name: 'Snooze an A.M. Eatery',
    });
    for (const name of ['Call', 'Website', 'Directions']) {
      expect(within(sheet).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(
      within(sheet).getByRole('button', { name: 'Share' }),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('Monday')).toBeInTheDocument();
    await userEvent.click(
      within(sheet).getByRole('button', { name: 'Add to My Plans' }),
    );
    expect(h.onAddToPlan).toHaveBeenCalledTimes(1);
  });

  it('shows a ripple on touch that clears after 300 ms', () => {
    stubPhone();
    vi.useFakeTimers();
    render(<ActivityCard activity={buildActivity()} />);
    fireEvent.touchStart(screen.getByRole('article'), {
      touches: [{ clientX: 10, clientY: 10 }],
    });
    expect(screen.getByTestId('card-ripple')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('card-ripple')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('card-ripple')).toBeNull();
  });
});

describe('ActivityCard on small screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a touch on a button does not open the sheet', () => {
    stubPhone();
    const h = handlers();
    render(<ActivityCard activity={buildActivity()} {...h} />);
    const fav = screen.getByRole('button', { name: 'Add to favorites' });
    fireEvent.touchStart(fav, { touches: [{ clientX: 5, clientY: 5 }] });
    fireEvent.touchEnd(fav, { changedTouches: [{ clientX: 5, clientY: 5 }] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('button', {
        name: 'View details of Snooze an A.M. Eatery',
      }),
    ).toBeInTheDocument();
  });
});

describe('ActivityCard with a mouse on a small screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a click opens the bottom sheet instead of the details page', async () => {
    stubPhone();
    const h = handlers();
    render(<ActivityCard activity={buildActivity()} {...h} />);
    await userEvent.click(
      screen.getByRole('heading', { name: 'Snooze an A.M. Eatery' }),
    );
    const sheet = await screen.findByRole('dialog', {
      name: 'Snooze an A.M. Eatery',
    });
    expect(h.onViewDetails).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  });
});

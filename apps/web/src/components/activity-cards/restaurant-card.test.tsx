import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from './activity-fixture';
import { RestaurantCard } from './restaurant-card';

const reviews = [1, 2, 3, 4].map((n) => ({
  id: n,
  author_name: `Reviewer ${n}`,
  rating: 4,
  text: n === 1 ? 'y'.repeat(130) : `Review ${n}`,
}));

function setup(isInBucketList = false) {
  const onBucket = vi.fn();
  const restaurant = buildActivity({ business_hours: null, price_level: 3 });
  render(
    <RestaurantCard
      restaurant={restaurant}
      isInBucketList={isInBucketList}
      onToggleBucketList={onBucket}
      reviews={reviews}
      recommendationScore={0.87}
      distanceMiles={2.34}
      reasons={['Matches your love of brunch']}
      photos={[
        { url: 'https://img.example/b.jpg', display_order: 1 },
        {
          url: 'https://img.example/a.jpg',
          display_order: 0,
          quality_score: 95,
        },
      ]}
    />,
  );
  return { onBucket, restaurant };
}

describe('RestaurantCard', () => {
  it('shows price tier, distance and score, and adds to the bucket list with a chosen priority', async () => {
    const { onBucket, restaurant } = setup();
    expect(screen.getByText('$$$')).toBeInTheDocument();
    expect(screen.getByText(/2\.3 mi away/)).toBeInTheDocument();
    expect(screen.getByText('87% match')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to bucket list' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'High' }));
    expect(onBucket).toHaveBeenCalledWith(restaurant, 'high');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // The menu mounts on its first open and opens again from there.
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to bucket list' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Low' }));
    expect(onBucket).toHaveBeenLastCalledWith(restaurant, 'low');
  });

  it('removes straight away when already in the bucket list', async () => {
    const { onBucket, restaurant } = setup(true);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove from bucket list' }),
    );
    expect(onBucket).toHaveBeenCalledTimes(1);
    expect(onBucket).toHaveBeenCalledWith(restaurant);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the dialog with carousel, 3 reviews cut at 120 chars and 8 suggested times that claim no availability', async () => {
    const { restaurant } = setup();
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^${restaurant.name}`) }),
    );
    const dialog = await screen.findByRole('dialog', { name: restaurant.name });
    expect(
      within(dialog).getByRole('img', { name: /photo 1 of 2/ }),
    ).toHaveAttribute('src', 'https://img.example/a.jpg');
    expect(within(dialog).getByText('HD')).toBeInTheDocument();
    expect(
      within(dialog).getByText('$$$ · $40-75 per person'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Recommendation score 87%'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Matches your love of brunch'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${'y'.repeat(120)}...`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Reviewer 3')).toBeInTheDocument();
    expect(within(dialog).queryByText('Reviewer 4')).toBeNull();
    const booking = within(dialog).getByRole('region', {
      name: 'Book a Table',
    });
    const slots = within(booking).getAllByRole('listitem');
    expect(slots).toHaveLength(8);
    expect(slots[0]).toHaveTextContent('11:30 AM');
    expect(slots[6]).toHaveTextContent('5:00 PM');
    expect(within(booking).queryByRole('button')).toBeNull();
    expect(booking).toHaveTextContent(
      /Opening hours are not listed.*Availability is not confirmed/,
    );
    expect(
      within(dialog).getByRole('link', { name: 'View Menu' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Hours not available')).toBeInTheDocument();
  });

  it('names the typical price when the place lists none, on the card and in its dialog', async () => {
    const restaurant = buildActivity({ category: 'food', price_level: null });
    render(<RestaurantCard restaurant={restaurant} />);
    const card = screen.getByRole('button', {
      name: new RegExp(`^${restaurant.name}`),
    });
    expect(screen.getByText('$15-35')).toBeInTheDocument();
    expect(
      screen.getByText('Price: Price not listed, typically $15-35'),
    ).toBeInTheDocument();
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: restaurant.name });
    expect(
      within(dialog).getByText('Price not listed, typically $15-35'),
    ).toBeInTheDocument();
  });

  it.each([
    ['only closed days', { monday: [], tuesday: [] }],
    ['a status and a note', { status: 'unknown', note: 'Call ahead' }],
  ])(
    'says the hours are not listed, not Closed now, for %s',
    async (_, hours) => {
      const restaurant = buildActivity({
        business_hours: hours as unknown as Record<string, string[]>,
      });
      render(<RestaurantCard restaurant={restaurant} />);
      await userEvent.click(
        screen.getByRole('button', { name: new RegExp(`^${restaurant.name}`) }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: restaurant.name,
      });
      expect(within(dialog).queryByText('Closed now')).toBeNull();
      expect(within(dialog).getByText('Hours not available')).toBeVisible();
      const booking = within(dialog).getByRole('region', {
        name: 'Book a Table',
      });
      expect(booking).toHaveTextContent(/Opening hours are not listed/);
      expect(booking).not.toHaveTextContent(/within today's opening hours/);
    },
  );
});

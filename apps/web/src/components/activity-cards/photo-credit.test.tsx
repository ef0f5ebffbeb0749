import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ActivityCard } from './activity-card';
import { buildActivity } from './activity-fixture';
import { ConcertCard } from './concert-card';
import { PhotoCredit } from './photo-credit';
import { RestaurantCard } from './restaurant-card';

const credit = {
  author: 'Jeffrey Beall',
  licence: 'CC BY-SA 4.0',
  licence_url: 'https://creativecommons.org/licenses/by-sa/4.0',
  source_url:
    'https://commons.wikimedia.org/wiki/File:Denver_Union_Station_2014.jpg',
};

describe('a place photo on a card', () => {
  it('shows the small copy with its author and licence, as text inside a clickable card', () => {
    const activity = buildActivity({
      photo_url:
        '/api/places/photos/3f1c9a4e-1111-4222-8333-444455556666/large',
      photo_credit: credit,
    });
    render(
      <ActivityCard
        activity={activity}
        onToggleFavorite={vi.fn()}
        onToggleBucketList={vi.fn()}
        onViewDetails={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: activity.name });
    expect(
      within(card).getByRole('img', { name: activity.name }),
    ).toHaveAttribute(
      'src',
      '/api/places/photos/3f1c9a4e-1111-4222-8333-444455556666/thumb',
    );
    expect(within(card).getByTestId('photo-credit')).toHaveTextContent(
      'Photo: Jeffrey Beall, CC BY-SA 4.0',
    );
    // No link nested in the card's own control.
    expect(
      within(card).queryByRole('link', { name: 'Jeffrey Beall' }),
    ).toBeNull();
  });

  it('links the author and licence where the photo is not inside a card', () => {
    render(<PhotoCredit credit={credit} />);
    expect(screen.getByRole('link', { name: 'Jeffrey Beall' })).toHaveAttribute(
      'href',
      credit.source_url,
    );
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      credit.licence_url,
    );
  });

  it('shows no credit when the place has no photo', () => {
    render(
      <ActivityCard
        activity={buildActivity({ photo_url: null, photo_credit: credit })}
        onToggleFavorite={vi.fn()}
        onToggleBucketList={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('photo-credit')).toBeNull();
  });

  it('shows the credit on every kind of card that shows the photo', () => {
    const photo = {
      photo_url:
        '/api/places/photos/3f1c9a4e-1111-4222-8333-444455556666/large',
      photo_credit: credit,
    };
    render(
      <ConcertCard
        concert={buildActivity({ ...photo, category: 'concerts' })}
      />,
    );
    expect(screen.getByTestId('photo-credit')).toHaveTextContent(
      'Photo: Jeffrey Beall, CC BY-SA 4.0',
    );
  });

  it("credits a restaurant's place photo, not a reviewer's photo shown instead", () => {
    const restaurant = buildActivity({
      photo_url:
        '/api/places/photos/3f1c9a4e-1111-4222-8333-444455556666/large',
      photo_credit: credit,
    });
    const { unmount } = render(
      <RestaurantCard restaurant={restaurant} onToggleBucketList={vi.fn()} />,
    );
    expect(screen.getByTestId('photo-credit')).toBeInTheDocument();
    unmount();
    render(
      <RestaurantCard
        restaurant={restaurant}
        onToggleBucketList={vi.fn()}
        photos={[{ url: 'https://img.example/a.jpg', display_order: 0 }]}
      />,
    );
    expect(screen.queryByTestId('photo-credit')).toBeNull();
  });
});

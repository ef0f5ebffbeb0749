import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from './activity-fixture';
import { PlanActivityCard } from './plan-activity-card';

const reviews = [
  { id: 1, author_name: 'Ana', rating: 5, text: 'x'.repeat(150) },
  { id: 2, author_name: 'Ben', rating: 4, text: 'Great pancakes' },
  { id: 3, author_name: 'Cy', rating: 3, text: 'Busy on Sundays' },
];

describe('PlanActivityCard', () => {
  it('shows the toggle text for the selection state and calls back', async () => {
    const onToggle = vi.fn();
    const activity = buildActivity();
    const { rerender } = render(
      <PlanActivityCard
        activity={activity}
        isSelected={false}
        onToggleSelected={onToggle}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Plans' }));
    expect(onToggle).toHaveBeenCalledWith(activity);
    rerender(
      <PlanActivityCard
        activity={activity}
        isSelected
        onToggleSelected={onToggle}
      />,
    );
    // The name says the state, so it is not also aria-pressed.
    expect(
      screen.getByRole('button', { name: 'Added to Plans' }),
    ).not.toHaveAttribute('aria-pressed');
  });

  it('shows favorite and bucket-list toggles only when given, without opening the dialog', async () => {
    const onFavorite = vi.fn();
    const onBucket = vi.fn();
    const activity = buildActivity();
    const { rerender } = render(
      <PlanActivityCard
        activity={activity}
        isSelected={false}
        onToggleSelected={() => {}}
      />,
    );
    expect(
      screen.queryByRole('button', { name: 'Add to favorites' }),
    ).not.toBeInTheDocument();
    rerender(
      <PlanActivityCard
        activity={activity}
        isSelected={false}
        onToggleSelected={() => {}}
        isFavorite
        onToggleFavorite={onFavorite}
        onToggleBucketList={onBucket}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove from favorites' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to bucket list' }),
    );
    expect(onFavorite).toHaveBeenCalledWith(activity);
    expect(onBucket).toHaveBeenCalledWith(activity);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the details dialog with its sections, 2 reviews cut at 100 chars', async () => {
    const onOpen = vi.fn();
    render(
      <PlanActivityCard
        activity={buildActivity()}
        isSelected={false}
        onToggleSelected={() => {}}
        reviews={reviews}
        onOpenDetails={onOpen}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Snooze/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Snooze an A.M. Eatery',
    });
    expect(onOpen).toHaveBeenCalled();
    for (const title of [
      'Basic Info',
      'Business Hours',
      'Pricing',
      'Reviews',
    ]) {
      expect(
        within(dialog).getByRole('region', { name: title }),
      ).toBeInTheDocument();
    }
    expect(
      within(dialog).queryByRole('region', { name: 'Trail Info' }),
    ).toBeNull();
    expect(within(dialog).getByText('Ana')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${'x'.repeat(100)}...`),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Cy')).toBeNull();
    expect(within(dialog).getByText('$25-50 ($$)')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'View Menu' }),
    ).toHaveAttribute('href', 'https://example.org/snooze/menu');
    expect(
      within(dialog).getByRole('link', { name: 'Directions' }),
    ).toHaveAttribute('href', expect.stringContaining('39.7541,-104.9886'));
    expect(
      within(dialog).getByRole('link', { name: 'Find on Instagram' }),
    ).toHaveAttribute(
      'href',
      'https://www.instagram.com/explore/tags/snoozeanameatery/',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Find on X' }),
    ).toHaveAttribute('target', '_blank');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows trail info for outdoors, event details and the sample label', async () => {
    render(
      <PlanActivityCard
        activity={buildActivity({
          category: 'outdoors',
          name: 'Red Rocks Trail',
          source: 'sample',
          start_time: '2026-11-28T02:00:00Z',
          business_hours: null,
          event_details: {
            trail_length: '1.4 miles',
            difficulty_level: 'Easy',
          },
        })}
        isSelected={false}
        onToggleSelected={() => {}}
        variant="compact"
      />,
    );
    expect(screen.getAllByText('Sample event').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('heading', { level: 3 }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('region', { name: 'Trail Info' }),
    ).toHaveTextContent('Trail length: 1.4 miles');
    expect(within(dialog).getByText('Hours not available')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('region', { name: 'Event Details' }),
    ).toHaveTextContent('Friday, November 27');
    expect(within(dialog).getByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows a venue from the catalogue without an Event Details section', async () => {
    render(
      <PlanActivityCard
        activity={buildActivity({
          category: 'concerts',
          subcategory: 'Rock',
          name: 'Red Rocks Amphitheatre',
          source: 'curated',
          start_time: null,
        })}
        isSelected={false}
        onToggleSelected={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('heading', { level: 3 }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).queryByRole('region', { name: 'Event Details' }),
    ).toBeNull();
    expect(within(dialog).queryByText('Date TBD')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from './activity-fixture';
import { KindCard } from './kind-card';

const fallback = <p>generic card</p>;

describe('KindCard', () => {
  it.each([
    ['food', 'Snooze'],
    ['concerts', 'Ogden Theatre'],
    ['professional_sports', 'Nuggets vs Jazz'],
  ])(
    'offers a %s card outside a plan Add to My Plans, named after its place',
    async (category, name) => {
      const onAddToPlan = vi.fn();
      render(
        <KindCard
          activity={buildActivity({
            category,
            name,
            source: 'curated',
            start_time:
              category === 'professional_sports'
                ? '2026-12-05T02:00:00Z'
                : null,
          })}
          fallback={fallback}
          onAddToPlan={onAddToPlan}
        />,
      );
      await userEvent.click(
        screen.getByRole('button', { name: `Add to My Plans: ${name}` }),
      );
      expect(onAddToPlan).toHaveBeenCalledWith(
        expect.objectContaining({ name }),
      );
      expect(screen.queryByRole('button', { name: 'Add to Plan' })).toBeNull();
    },
  );

  it('gives food, concerts and professional sports their own cards and other categories the page card', () => {
    const { rerender } = render(
      <KindCard activity={buildActivity()} fallback={fallback} />,
    );
    expect(
      screen.getByRole('button', { name: /^Snooze/i }),
    ).toBeInTheDocument();
    expect(screen.queryByText('generic card')).toBeNull();

    rerender(
      <KindCard
        activity={buildActivity({
          category: 'concerts',
          name: 'Ogden Theatre',
          source: 'curated',
        })}
        fallback={fallback}
      />,
    );
    expect(
      screen.getByText('Concert Venue - Check for Events'),
    ).toBeInTheDocument();

    rerender(
      <KindCard
        activity={buildActivity({
          category: 'professional_sports',
          name: 'Nuggets vs Jazz',
          source: 'sample',
          start_time: '2026-12-05T02:00:00Z',
        })}
        fallback={fallback}
      />,
    );
    expect(
      screen.getByRole('group', { name: 'Ticket Price' }),
    ).toBeInTheDocument();

    rerender(
      <KindCard
        activity={buildActivity({
          category: 'professional_sports',
          name: 'Ball Arena',
          source: 'curated',
        })}
        fallback={fallback}
      />,
    );
    expect(
      screen.getByText('Sports Venue - Check for Events'),
    ).toBeInTheDocument();

    rerender(
      <KindCard
        activity={buildActivity({ category: 'outdoors', subcategory: 'Parks' })}
        fallback={fallback}
      />,
    );
    expect(screen.getByText('generic card')).toBeInTheDocument();
  });

  it('keeps the page actions: view details, plan selection and favorites', async () => {
    const onViewDetails = vi.fn();
    const onToggleSelected = vi.fn();
    const onToggleFavorite = vi.fn();
    const activity = buildActivity();
    render(
      <KindCard
        activity={activity}
        fallback={fallback}
        onViewDetails={onViewDetails}
        onToggleSelected={onToggleSelected}
        onToggleFavorite={onToggleFavorite}
      />,
    );
    const card = screen.getByRole('article', { name: activity.name });
    await userEvent.click(
      within(card).getByRole('button', {
        name: `View details of ${activity.name}`,
      }),
    );
    expect(onViewDetails).toHaveBeenCalledWith(activity);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Add to Plan' }),
    );
    expect(onToggleSelected).toHaveBeenCalledWith(activity);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Add to favorites' }),
    );
    expect(onToggleFavorite).toHaveBeenCalledWith(activity);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("names each typed card's View Details by its activity and says a saved state only by name", () => {
    const activities = [
      buildActivity(),
      buildActivity({ id: 2, category: 'concerts', name: 'Ogden Theatre' }),
      buildActivity({
        id: 3,
        category: 'professional_sports',
        name: 'Ball Arena',
      }),
    ];
    render(
      <>
        {activities.map((activity) => (
          <KindCard
            key={activity.id}
            activity={activity}
            fallback={fallback}
            onViewDetails={vi.fn()}
            isFavorite
            onToggleFavorite={vi.fn()}
            isInBucketList
            onToggleBucketList={vi.fn()}
          />
        ))}
      </>,
    );
    for (const activity of activities) {
      const card = screen.getByRole('article', { name: activity.name });
      expect(
        within(card).getByRole('button', {
          name: `View details of ${activity.name}`,
        }),
      ).toHaveTextContent('View Details');
      for (const name of ['Remove from favorites', 'Remove from bucket list']) {
        expect(within(card).getByRole('button', { name })).not.toHaveAttribute(
          'aria-pressed',
        );
      }
    }
  });
});

describe("a typed card's dialog", () => {
  const CARDS = [
    ['food', 'Snooze'],
    ['concerts', 'Ogden Theatre'],
    ['professional_sports', 'Nuggets vs Jazz'],
  ] as const;
  const activityOf = (category: string, name: string) =>
    buildActivity({
      category,
      name,
      source: 'curated',
      start_time:
        category === 'professional_sports' ? '2026-12-05T02:00:00Z' : null,
    });
  const openDialog = async (name: string) => {
    await userEvent.click(screen.getByRole('heading', { name }));
    return screen.findByRole('dialog', { name });
  };

  it.each(CARDS)(
    'on the plan page, a %s dialog adds to the plan and says Added once in',
    async (category, name) => {
      const onToggleSelected = vi.fn();
      const activity = activityOf(category, name);
      const { rerender } = render(
        <KindCard
          activity={activity}
          fallback={fallback}
          onToggleSelected={onToggleSelected}
        />,
      );
      const dialog = await openDialog(name);
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Add to Plan' }),
      );
      expect(onToggleSelected).toHaveBeenCalledWith(activity);
      rerender(
        <KindCard
          activity={activity}
          fallback={fallback}
          isSelected
          onToggleSelected={onToggleSelected}
        />,
      );
      expect(
        within(screen.getByRole('dialog', { name })).getByRole('button', {
          name: 'Added to Plan',
        }),
      ).toBeInTheDocument();
    },
  );

  it.each(CARDS)(
    'outside a plan, a %s dialog offers Add to My Plans',
    async (category, name) => {
      const onAddToPlan = vi.fn();
      render(
        <KindCard
          activity={activityOf(category, name)}
          fallback={fallback}
          onAddToPlan={onAddToPlan}
        />,
      );
      const dialog = await openDialog(name);
      await userEvent.click(
        within(dialog).getByRole('button', {
          name: `Add to My Plans: ${name}`,
        }),
      );
      expect(onAddToPlan).toHaveBeenCalledWith(
        expect.objectContaining({ name }),
      );
    },
  );
});

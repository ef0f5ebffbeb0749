import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from './activity-fixture';
import { SportsCard } from './sports-card';

const game = buildActivity({
  id: 9,
  name: 'Denver Nuggets vs Utah Jazz',
  description: 'Nuggets host the Jazz at Ball Arena. Expect a full house.',
  category: 'professional_sports',
  source: 'sample',
  start_time: '2026-12-05T02:00:00Z',
  ticket_url: 'https://tickets.example/nuggets',
  venue_name: 'Ball Arena',
  rating: 4.5,
  review_count: 3,
  event_details: {
    teams: ['Denver Nuggets', 'Utah Jazz'],
    min_price: 40,
    max_price: 250,
    price_notes: 'Prices vary by section',
  },
});

describe('SportsCard', () => {
  it('shows the date banner, sport, teams, venue and ticket box', () => {
    render(
      <SportsCard game={game} isSelected={false} onToggleSelected={() => {}} />,
    );
    expect(screen.getByText('Fri, Dec 4, 7:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Basketball')).toBeInTheDocument();
    expect(
      screen.getByText('Denver Nuggets vs Utah Jazz', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ball Arena')).toBeInTheDocument();
    const box = screen.getByRole('group', { name: 'Ticket Price' });
    expect(box).toHaveTextContent('$40 - $250');
    expect(box).toHaveTextContent('Prices vary by section');
    expect(screen.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute(
      'href',
      'https://tickets.example/nuggets',
    );
    expect(screen.getByText('Sample event')).toBeInTheDocument();
  });

  it('keeps its chips their own width; only the buttons share the row', () => {
    render(
      <SportsCard game={game} isSelected={false} onToggleSelected={() => {}} />,
    );
    const grow = (el: Element) => getComputedStyle(el).flexGrow;
    expect(
      grow(screen.getByText('Basketball').closest('.MuiChip-root')!),
    ).not.toBe('1');
    expect(grow(screen.getByRole('link', { name: 'Buy Tickets' }))).toBe('1');
  });

  it('shows To Be Announced without a date and no invented ticket price', () => {
    render(
      <SportsCard
        game={{ ...game, start_time: null, event_details: null }}
        isSelected={false}
        onToggleSelected={() => {}}
      />,
    );
    expect(
      screen.getByText('Date & Time: To Be Announced'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Ticket Price' }),
    ).toHaveTextContent('Not announced yet');
  });

  it('says To Be Announced once in the dialog of a game without a date', async () => {
    render(
      <SportsCard
        game={{ ...game, start_time: null }}
        isSelected={false}
        onToggleSelected={() => {}}
      />,
    );
    await userEvent.click(screen.getByText(game.name, { selector: 'h3' }));
    const dialog = await screen.findByRole('dialog', { name: game.name });
    expect(dialog).toHaveTextContent('Date & Time: To Be Announced');
    expect(dialog).not.toHaveTextContent('Date: Date');
  });

  it('toggles selection and the summary without opening the dialog', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <SportsCard game={game} isSelected={false} onToggleSelected={onToggle} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Plan' }));
    expect(onToggle).toHaveBeenCalledWith(game);
    await userEvent.click(screen.getByRole('button', { name: 'Show summary' }));
    expect(screen.getByText(/Nuggets host the Jazz/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<SportsCard game={game} isSelected onToggleSelected={onToggle} />);
    expect(
      screen.getByRole('button', { name: 'Added to Plan' }),
    ).toBeInTheDocument();
  });

  it('says a game nobody has rated has no ratings yet', async () => {
    const unrated = { ...game, rating: 0, review_count: 0 };
    render(
      <SportsCard
        game={unrated}
        isSelected={false}
        onToggleSelected={() => {}}
      />,
    );
    await userEvent.click(screen.getByText('Ball Arena'));
    const dialog = await screen.findByRole('dialog', { name: game.name });
    const info = within(dialog).getByRole('region', {
      name: 'Additional Information',
    });
    expect(info).toHaveTextContent('No ratings yet');
    expect(info).not.toHaveTextContent('out of 5');
  });

  it('opens the detail dialog with its three sections', async () => {
    render(
      <SportsCard game={game} isSelected={false} onToggleSelected={() => {}} />,
    );
    await userEvent.click(screen.getByText('Ball Arena'));
    const dialog = await screen.findByRole('dialog', { name: game.name });
    expect(
      within(dialog).getByRole('region', { name: 'Game Details' }),
    ).toHaveTextContent('Teams: Denver Nuggets vs Utah Jazz');
    const tickets = within(dialog).getByRole('region', {
      name: 'Ticket Information',
    });
    expect(
      within(tickets).getByRole('link', { name: 'Get Directions' }),
    ).toHaveAttribute('href', expect.stringContaining('Ball%20Arena'));
    expect(
      within(dialog).getByRole('region', { name: 'Additional Information' }),
    ).toHaveTextContent('Rating: 4.5 out of 5 (3 reviews)');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has favorite and bucket-list priority controls in the corner', async () => {
    const onFavorite = vi.fn();
    const onAdd = vi.fn();
    render(
      <SportsCard
        game={game}
        isSelected={false}
        onToggleSelected={() => {}}
        onToggleFavorite={onFavorite}
        onToggleBucketList={onAdd}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to favorites' }),
    );
    expect(onFavorite).toHaveBeenCalledWith(game);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to bucket list' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Low' }));
    expect(onAdd).toHaveBeenCalledWith(game, 'low');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a stadium from the catalogue as a venue, not a game without a date', async () => {
    const arena = buildActivity({
      id: 10,
      name: 'Ball Arena',
      description: 'Sports venue in the Auraria area of Denver.',
      category: 'professional_sports',
      subcategory: 'Basketball',
      types: ['arena'],
      source: 'curated',
      start_time: null,
      address: '1000 Chopper Cir, Denver, CO 80204',
      location: null,
      website_url: 'https://example.org/ball-arena',
      ticket_url: null,
      event_details: null,
    });
    render(
      <SportsCard
        game={arena}
        isSelected={false}
        onToggleSelected={() => {}}
      />,
    );
    expect(
      screen.getByText('Sports Venue - Check for Events'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Date & Time: To Be Announced')).toBeNull();
    expect(screen.queryByText('Date TBD')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Ticket Price' })).toBeNull();
    expect(screen.queryByText('Not announced yet')).toBeNull();
    expect(
      screen.getByText('1000 Chopper Cir, Denver, CO 80204'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Check Upcoming Events' }),
    ).toHaveAttribute('href', 'https://example.org/ball-arena');

    await userEvent.click(screen.getByText('Ball Arena', { selector: 'h3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ball Arena' });
    expect(
      within(dialog).getByRole('region', { name: 'Venue' }),
    ).toHaveTextContent('Sports Venue - Check for Events');
    expect(
      within(dialog).queryByRole('region', { name: 'Game Details' }),
    ).toBeNull();
    expect(
      within(dialog).queryByRole('region', { name: 'Ticket Information' }),
    ).toBeNull();
    expect(within(dialog).queryByText(/To Be Announced/)).toBeNull();
  });
});

describe('a live game', () => {
  it('says where its listing comes from and how fresh it is, and links out', () => {
    const checked = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
    render(
      <SportsCard
        game={{
          ...game,
          source: 'mlb',
          ticket_url: 'https://www.mlb.com/gameday/823456',
          event_details: { source_label: 'MLB', checked_at: checked },
        }}
      />,
    );
    expect(
      screen.getByText('Source: MLB · updated 2 h ago'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sample event')).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute(
      'href',
      'https://www.mlb.com/gameday/823456',
    );
  });

  it('shows no source line on a sample', () => {
    render(
      <SportsCard game={{ ...game, event_details: { source_label: 'MLB' } }} />,
    );
    expect(screen.queryByText(/^Source:/)).toBeNull();
  });
});

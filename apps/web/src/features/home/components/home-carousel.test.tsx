import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { HOME_CAROUSELS } from '../lib/carousel-rules';

import { firstCardCount } from './carousel-track';
import { HomeActivityDialog } from './home-activity-dialog';
import { HomeCarousel } from './home-carousel';

const [culinary, live] = HOME_CAROUSELS;

function Harness({ config = culinary! }) {
  const [opened, setOpened] = useState<ReturnType<typeof buildActivity> | null>(
    null,
  );
  return (
    <>
      <HomeCarousel
        config={config}
        center={{ lat: 39.74, lng: -104.99 }}
        onOpen={setOpened}
      />
      <HomeActivityDialog activity={opened} onClose={() => setOpened(null)} />
    </>
  );
}

function onDemand(activities: unknown[], bodies: unknown[] = []) {
  server.use(
    http.post('/api/search/on-demand', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        activities,
        total: activities.length,
        location: { lat: 39.74, lng: -104.99, label: 'Denver' },
        radius_km: 15,
        source: 'catalogue',
      });
    }),
  );
}

describe('HomeCarousel', () => {
  it('asks for food within 15 km, drops duplicates and shows restaurant cards', async () => {
    const bodies: unknown[] = [];
    onDemand(
      [
        buildActivity({ id: 1, name: 'Sushi Den' }),
        buildActivity({ id: 2, name: 'Sushi Den' }),
        buildActivity({
          id: 3,
          name: 'Root Down',
          phone_number: null,
          menu_url: null,
          website_url: null,
          latitude: 39.76,
        }),
      ],
      bodies,
    );
    renderWithProviders(<Harness />);
    const list = await screen.findByRole('list', { name: 'Culinary' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      categories: ['food'],
      radius_km: 15,
      lat: 39.74,
      lng: -104.99,
    });
    const sushi = within(list).getByRole('article', { name: 'Sushi Den' });
    expect(within(sushi).getByText('$$')).toBeInTheDocument();
    expect(within(sushi).getByText('Brunch')).toBeInTheDocument();
  });

  it('names its placeholder as a loading status until the places arrive', async () => {
    onDemand([buildActivity({ id: 1, name: 'Sushi Den' })]);
    renderWithProviders(<Harness />);
    expect(
      screen.getByRole('status', { name: 'Loading Culinary' }),
    ).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('list', { name: 'Culinary' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the first cards at once and the rest when the row scrolls', async () => {
    onDemand(
      Array.from({ length: 10 }, (_, i) =>
        buildActivity({
          id: i + 1,
          name: `Place ${i + 1}`,
          subcategory: `kind ${i}`,
        }),
      ),
    );
    renderWithProviders(<Harness />);
    const list = await screen.findByRole('list', { name: 'Culinary' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(
      firstCardCount(window.innerWidth),
    );
    fireEvent.scroll(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('scrolls a row without gliding when less motion is asked for', async () => {
    onDemand([buildActivity({ id: 1, name: 'Sushi Den' })]);
    const scrollBy = vi.fn();
    const original = Element.prototype.scrollBy;
    Element.prototype.scrollBy = scrollBy;
    for (const reduce of [false, true]) {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const { unmount } = renderWithProviders(<Harness />);
      fireEvent.click(
        await screen.findByRole('button', { name: 'Scroll Culinary right' }),
      );
      expect(scrollBy).toHaveBeenLastCalledWith(
        expect.objectContaining({ behavior: reduce ? 'auto' : 'smooth' }),
      );
      unmount();
    }
    vi.unstubAllGlobals();
    Element.prototype.scrollBy = original;
  });

  it('draws one card more than the screen shows, six at most', () => {
    expect(firstCardCount(375)).toBe(3);
    expect(firstCardCount(412)).toBe(3);
    expect(firstCardCount(1024)).toBe(5);
    expect(firstCardCount(1280)).toBe(6);
  });

  it('opens the restaurant dialog with Call and View Menu from a culinary card', async () => {
    onDemand([buildActivity({ id: 1, name: 'Sushi Den' })]);
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: /^Sushi Den/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sushi Den' });
    expect(within(dialog).getByText('Monday')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:3032970700',
    );
    expect(
      within(dialog).getByRole('link', { name: 'View Menu' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Get Tickets for live entertainment and the empty text when none', async () => {
    onDemand([
      buildActivity({
        id: 8,
        name: 'Jazz Night',
        category: 'concerts',
        ticket_url: 'https://t.example/1',
        start_time: '2026-11-29T02:00:00Z',
      }),
    ]);
    renderWithProviders(<Harness config={live!} />);
    expect(
      await screen.findByRole('link', { name: 'Get Tickets' }),
    ).toHaveAttribute('href', 'https://t.example/1');
  });

  it('opens the home detail dialog from a cultural card', async () => {
    onDemand([
      buildActivity({ id: 9, name: 'Denver Art Museum', category: 'arts' }),
    ]);
    const { user } = renderWithProviders(
      <Harness config={HOME_CAROUSELS[2]!} />,
    );
    await user.click(
      await screen.findByRole('button', {
        name: /Denver Art Museum/,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Denver Art Museum' });
    expect(
      within(dialog).getByRole('link', { name: 'Directions' }),
    ).toBeInTheDocument();
  });

  it('shows Visit Website for cultural experiences and asks for arts and entertainment within 35 km', async () => {
    const bodies: unknown[] = [];
    onDemand(
      [
        buildActivity({
          id: 9,
          name: 'Denver Art Museum',
          category: 'arts',
          phone_number: null,
        }),
      ],
      bodies,
    );
    renderWithProviders(<Harness config={HOME_CAROUSELS[2]!} />);
    expect(
      await screen.findByRole('link', { name: 'Visit Website' }),
    ).toHaveAttribute('href', 'https://example.org/snooze');
    expect(bodies[0]).toMatchObject({
      categories: ['arts', 'entertainment'],
      radius_km: 35,
    });
  });

  it.each([
    [0, 'No restaurants available at the moment.'],
    [1, 'No events available at the moment.'],
    [2, 'No entertainment venues available at the moment.'],
  ])('carousel %i shows its empty state', async (index, text) => {
    onDemand([]);
    renderWithProviders(<Harness config={HOME_CAROUSELS[index]!} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('treats a failed fetch as empty', async () => {
    server.use(
      http.post('/api/search/on-demand', () =>
        HttpResponse.json({ detail: 'x' }, { status: 400 }),
      ),
    );
    renderWithProviders(<Harness />);
    expect(
      await screen.findByText('No restaurants available at the moment.'),
    ).toBeInTheDocument();
  });
});

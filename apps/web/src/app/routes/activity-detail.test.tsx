import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../components/activity-cards/activity-fixture';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as ActivityDetailPage } from './activity-detail';

const activity = buildActivity({ id: 5, rating: 4, review_count: 1 });
const otherReview = {
  id: 1,
  activity_id: 5,
  user_id: 99,
  author_name: 'Dana',
  rating: 4,
  text: 'Lovely brunch',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

function signIn() {
  signInForTest({
    id: 7,
    email: 'me@example.org',
    username: 'me',
    full_name: null,
  });
}

function api(reviews = [otherReview]) {
  const state = { reviews: [...reviews], posted: undefined as unknown };
  server.use(
    http.get('/api/activities/5', () => HttpResponse.json(activity)),
    // Signed in, the save buttons ask which places are already saved.
    http.get('/api/favorites/ids', () =>
      HttpResponse.json({ activity_ids: [] }),
    ),
    http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
    http.get('/api/activities', () =>
      HttpResponse.json([
        activity,
        buildActivity({ id: 6, name: 'Brunch Next Door' }),
      ]),
    ),
    http.get('/api/activities/5/reviews', () =>
      HttpResponse.json({
        activity_id: 5,
        rating: 4,
        review_count: state.reviews.length,
        reviews: state.reviews,
      }),
    ),
    http.post('/api/activities/5/reviews', async ({ request }) => {
      const body = (await request.json()) as { rating: number; text: string };
      state.posted = body;
      const review = {
        ...otherReview,
        id: 2,
        user_id: 7,
        author_name: 'me',
        ...body,
      };
      state.reviews = [review, ...state.reviews];
      return HttpResponse.json(
        { review, rating: 4.5, review_count: 2 },
        { status: 201 },
      );
    }),
    http.delete('/api/activities/5/reviews/mine', () => {
      state.reviews = state.reviews.filter((r) => r.user_id !== 7);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

const render = () =>
  renderWithProviders(<ActivityDetailPage />, {
    path: '/activity/5',
    routePath: '/activity/:id',
  });

describe('activity detail page', () => {
  it('shows the facts, hours, directions, reviews and similar nearby places', async () => {
    api();
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: activity.name }),
    ).toBeInTheDocument();
    expect(screen.getByText('$25-50 · $$')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      expect.stringContaining('39.7541,-104.9886'),
    );
    expect(
      screen.getByRole('link', { name: '(303) 297-0700' }),
    ).toHaveAttribute('href', 'tel:3032970700');
    const hours = screen.getByRole('region', { name: 'Hours' });
    expect(within(hours).getByText('Monday')).toBeInTheDocument();
    expect(within(hours).getByText('6:30 AM - 2:30 PM')).toBeInTheDocument();
    expect(await screen.findByText('Lovely brunch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText('Brunch Next Door')).toBeInTheDocument();
  });

  it('shows no Hours card without hours: one quiet line for a place, nothing for an event', async () => {
    api();
    server.use(
      http.get('/api/activities/5', () =>
        HttpResponse.json({ ...activity, business_hours: null }),
      ),
    );
    const { unmount } = render();
    const contact = await screen.findByRole('region', {
      name: 'Location and contact',
    });
    expect(
      within(contact).getByText('Hours not available'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hours' })).toBeNull();
    unmount();

    server.use(
      http.get('/api/activities/5', () =>
        HttpResponse.json({
          ...activity,
          category: 'concerts',
          business_hours: null,
          start_time: '2026-12-05T02:30:00.000Z',
          venue_name: 'Grizzly Rose',
        }),
      ),
    );
    render();
    await screen.findByRole('region', { name: 'Location and contact' });
    expect(screen.queryByRole('region', { name: 'Hours' })).toBeNull();
    expect(screen.queryByText('Hours not available')).toBeNull();
  });

  it('shows each recurring event once among similar places, and not its own series', async () => {
    const show = (id: number, start: string, name: string) =>
      buildActivity({
        id,
        name,
        category: 'concerts',
        business_hours: null,
        start_time: start,
        venue_name: 'Grizzly Rose',
        source: 'sample',
        source_id: `show-${id}`,
      });
    const dance = show(5, '2026-12-05T02:30:00.000Z', 'Country Dance Night');
    api();
    server.use(
      http.get('/api/activities/5', () => HttpResponse.json(dance)),
      http.get('/api/activities', () =>
        HttpResponse.json([
          buildActivity({ id: 10, name: 'Grizzly Rose', category: 'concerts' }),
          dance,
          show(6, '2026-12-12T02:30:00.000Z', 'Country Dance Night'),
          show(7, '2026-12-06T02:30:00.000Z', 'Jazz Brunch'),
          show(8, '2026-12-13T02:30:00.000Z', 'Jazz Brunch'),
          show(9, '2026-12-07T02:30:00.000Z', 'Jazz Brunch'),
        ]),
      ),
    );
    render();
    const similar = await screen.findByRole('region', {
      name: 'Similar nearby',
    });
    expect(
      await within(similar).findByText('Grizzly Rose'),
    ).toBeInTheDocument();
    expect(within(similar).getAllByText('Jazz Brunch')).toHaveLength(1);
    expect(within(similar).queryByText('Country Dance Night')).toBeNull();
  });

  it('lets a signed-in user write and delete their own review', async () => {
    signIn();
    const state = api();
    const { user } = render();
    await screen.findByText('Lovely brunch');
    await user.click(screen.getByRole('button', { name: 'Post Review' }));
    expect(screen.getByText('Rating must be 1 to 5')).toBeInTheDocument();
    expect(state.posted).toBeUndefined();
    fireEvent.click(screen.getByRole('radio', { name: '5 Stars' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Your review' }),
      'Great coffee',
    );
    await user.click(screen.getByRole('button', { name: 'Post Review' }));
    const mine = await screen.findByRole('article', { name: 'Review by me' });
    expect(within(mine).getByText('Great coffee')).toBeInTheDocument();
    expect(state.posted).toEqual({ rating: 5, text: 'Great coffee' });
    expect(screen.queryByRole('button', { name: 'Post Review' })).toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(mine).getByRole('button', { name: 'Confirm delete' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Post Review' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Great coffee')).toBeNull();
  });

  it('says when the activity does not exist', async () => {
    server.use(
      http.get('/api/activities/5', () =>
        HttpResponse.json({ detail: 'Activity not found' }, { status: 404 }),
      ),
    );
    render();
    expect(await screen.findByText('Activity not found')).toBeInTheDocument();
  });

  it('takes an id the server cannot read for one that names nothing', async () => {
    server.use(
      http.get('/api/activities/5', () =>
        HttpResponse.json(
          {
            detail: [
              { loc: ['params', 'id'], msg: 'Id is out of range', type: 'x' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    render();
    expect(await screen.findByText('Activity not found')).toBeInTheDocument();
    expect(screen.queryByText(/params\.id/)).toBeNull();
  });

  it('leads back to Browse with the filters the reader came from', async () => {
    api();
    const { router } = render();
    const back = await screen.findByRole('link', { name: 'Browse Activities' });
    expect(back).toHaveAttribute('href', '/activities');
    await router.navigate('/activity/5', {
      state: { browseSearch: '?q=taco&category=food' },
    });
    await waitFor(() =>
      expect(back).toHaveAttribute('href', '/activities?q=taco&category=food'),
    );
  });
});

import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubPhone } from '../../testing/match-media';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as Landing } from './landing';

const SESSION = {
  access_token: 'a',
  refresh_token: 'r',
  token_type: 'bearer',
  user: {
    id: 1,
    email: 'ann@example.com',
    username: 'ann',
    full_name: null,
    first_name: null,
  },
};

const DESTINATIONS = [
  { path: '/home', element: <p>Home page</p> },
  { path: '/onboarding', element: <p>Onboarding page</p> },
  { path: '/my-plans', element: <p>My Plans page</p> },
];

/** The landing view at `path` ('/' and '/login' are the same view). */
function renderLanding(path = '/') {
  const utils = renderWithProviders(<Landing />, {
    path,
    routePath: '*',
    extraRoutes: DESTINATIONS,
  });
  return utils;
}

function answerPreferences(preferredActivities: string[]) {
  server.use(
    http.get('/api/users/me/preferences', () =>
      HttpResponse.json({
        ...DEFAULT_PREFERENCES,
        preferred_activities: preferredActivities,
      }),
    ),
  );
}

async function signIn(user: ReturnType<typeof renderLanding>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Start Planning' }));
}

describe('landing', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  beforeEach(() => {
    server.use(
      http.get('/api/activities/categories', () =>
        HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
      ),
      http.post('/api/auth/login', () => HttpResponse.json(SESSION)),
    );
  });

  it('shows the form, its links and the marketing sections', async () => {
    renderLanding();
    const panel = await screen.findByRole('complementary', {
      name: 'Sign in to start planning',
    });
    expect(within(panel).getByLabelText('Email')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Forgot your password?' }),
    ).toHaveAttribute('href', '/forgot-password');
    expect(
      within(panel).getByRole('link', { name: 'Create free account' }),
    ).toHaveAttribute('href', '/register');
    for (const heading of ['How It Works', 'Popular places']) {
      expect(
        await screen.findByRole('heading', { name: heading }),
      ).toBeInTheDocument();
    }
    for (const step of ['Discover', 'Select', 'Organize', 'Enjoy']) {
      expect(
        screen.getByRole('heading', { name: new RegExp(step) }),
      ).toBeInTheDocument();
    }
    const counts = screen.getByRole('region', {
      name: 'Something for every mood',
    });
    expect(await within(counts).findByText('332+')).toBeInTheDocument();
    for (const label of [
      'Dining',
      'Music',
      'Sports',
      'Arts',
      'Outdoors',
      'Events',
    ]) {
      expect(within(counts).getByText(label)).toBeInTheDocument();
    }
  });

  it('shows live category counts when the catalogue answers', async () => {
    server.use(
      http.get('/api/activities/categories', () =>
        HttpResponse.json({
          total_activities: 120,
          categories: [
            { category: 'food', count: 80, display_name: 'Food & Dining' },
            {
              category: 'concerts',
              count: 40,
              display_name: 'Concerts & Events',
            },
            { category: 'shopping', count: 0, display_name: 'Shopping' },
          ],
        }),
      ),
    );
    renderLanding();
    // One source: the hero's total and the tiles come from the same answer.
    expect(await screen.findByText('120 activities')).toBeInTheDocument();
    expect(screen.getByText('80')).toBeInTheDocument();
    expect(screen.queryByText(/700\+/)).not.toBeInTheDocument();
    expect(screen.getByText('Concerts & Events')).toBeInTheDocument();
    expect(screen.queryByText('Shopping')).not.toBeInTheDocument();
    expect(screen.queryByText('332+')).not.toBeInTheDocument();
  });

  it('shows a message passed through navigation above the form', async () => {
    const { router } = renderLanding();
    await router.navigate('/', {
      state: { message: 'You have been signed out successfully.' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have been signed out successfully.',
    );
  });

  it.each([
    ['/', 'Home page'],
    ['/login', 'Home page'],
    ['/login?next=%2Fmy-plans', 'My Plans page'],
  ])('takes a signed-in user from %s into the app', async (path, page) => {
    signInForTest();
    renderLanding(path);
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('goes to /home when preferred activities are set', async () => {
    server.use(
      http.get('/api/users/me/preferences', () =>
        HttpResponse.json({
          ...DEFAULT_PREFERENCES,
          preferred_activities: ['Shopping'],
        }),
      ),
    );
    const { user } = renderLanding();
    await signIn(user);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('goes to /onboarding when no activities are chosen yet', async () => {
    server.use(
      http.get('/api/users/me/preferences', () =>
        HttpResponse.json(DEFAULT_PREFERENCES),
      ),
    );
    const { user } = renderLanding();
    await signIn(user);
    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
  });

  it('goes to /onboarding when preferences cannot be read', async () => {
    server.use(
      http.get('/api/users/me/preferences', () =>
        HttpResponse.json({ detail: 'nope' }, { status: 403 }),
      ),
    );
    const { user } = renderLanding();
    await signIn(user);
    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
  });

  describe('sent here to sign in by a page (?next=)', () => {
    const FROM_MY_PLANS = '/login?next=%2Fmy-plans%3FplanId%3D7';

    it('asks the visitor to sign in, then goes back to that page', async () => {
      answerPreferences(['Shopping']);
      const { user, router } = renderLanding(FROM_MY_PLANS);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Please sign in to continue.',
      );
      await signIn(user);
      expect(await screen.findByText('My Plans page')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?planId=7');
    });

    it('still puts setup first when no activities are chosen', async () => {
      answerPreferences([]);
      const { user } = renderLanding(FROM_MY_PLANS);
      await signIn(user);
      expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
    });

    it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
      'goes to /home instead of %s',
      async (next) => {
        answerPreferences(['Shopping']);
        const { user } = renderLanding(
          `/login?next=${encodeURIComponent(next)}`,
        );
        await signIn(user);
        expect(await screen.findByText('Home page')).toBeInTheDocument();
      },
    );

    it('opens the sign-in dialog at once on a phone and goes back after it', async () => {
      stubPhone();
      answerPreferences(['Shopping']);
      const { user } = renderLanding(FROM_MY_PLANS);
      const dialog = await screen.findByRole('dialog', {
        name: 'Sign in to start planning',
      });
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Please sign in to continue.',
      );
      await user.type(
        within(dialog).getByLabelText('Email'),
        'ann@example.com',
      );
      await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
      await user.click(
        within(dialog).getByRole('button', { name: 'Start Planning' }),
      );
      expect(await screen.findByText('My Plans page')).toBeInTheDocument();
    });
  });
});

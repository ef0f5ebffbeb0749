import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getAccessToken } from '../../lib/auth-storage';
import { server } from '../../testing/msw-server';
import { backend } from '../../testing/plan-detail-fixture';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as PlanDetail } from './plan-detail';
import { Component as SharedPlan } from './shared-plan';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Plan detail page: a plan it cannot show', () => {
  it('says when the plan does not exist', async () => {
    backend(404);
    server.use(
      http.get('/api/finalized-plans/:id', () =>
        HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/99',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByText('No plan found with ID 99'),
    ).toBeInTheDocument();
    // A page of its own: a landmark and a heading for screen readers.
    expect(
      within(screen.getByRole('main')).getByRole('heading', {
        level: 1,
        name: 'Plan not found',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Return to Home' }),
    ).toHaveAttribute('href', '/');
  });

  it('leads from a finalized draft to its itinerary', async () => {
    backend(404);
    server.use(
      http.get('/api/finalized-plans/7', () =>
        HttpResponse.json({ id: 7, title: 'Our weekend' }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/7',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This plan has been finalized',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No plan found/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open the Itinerary' }),
    ).toHaveAttribute('href', '/my-plans?planId=7');
  });

  it('asks a signed-out visitor to sign in and come back to the plan', async () => {
    server.use(
      http.get('/api/plans/:id', () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/1',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sign in to see this plan',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/private to their owner/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fplan%2F1',
    );
    // Asking again cannot sign the visitor in; the server's words are not for them.
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText('Not authenticated')).toBeNull();
  });

  it('asks to sign in again when the session ends on the plan', async () => {
    signInForTest();
    // The stored tokens are no longer taken, and cannot be refreshed.
    server.use(
      http.all('/api/*', () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/1',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see this plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('AUTH_EXPIRED')).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('takes a malformed share link for one that names no plan', async () => {
    server.use(
      http.get('/api/shared-plans/:shareId', () =>
        HttpResponse.json(
          {
            detail: [
              {
                loc: ['params', 'shareId'],
                msg: 'Share link is invalid',
                type: 'invalid_format',
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    renderWithProviders(<SharedPlan />, {
      path: '/shared/abc',
      routePath: '/shared/:shareId',
    });
    expect(
      await screen.findByText(
        'This shared plan link is not valid or the plan was deleted.',
      ),
    ).toBeInTheDocument();
    // Asking again cannot mend the link.
    expect(
      screen.queryByRole('button', { name: 'Try Again' }),
    ).not.toBeInTheDocument();
  });
});

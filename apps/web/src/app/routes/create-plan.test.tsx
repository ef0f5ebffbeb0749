import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  mockGeolocation,
  signInFreeUser,
  SLOW,
} from '../../features/plans/testing/create-plan-page';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { Component as CreatePlan } from './create-plan';

describe('Create plan page: the form and its submission', () => {
  it('sends visitors without a session to /, to come back after signing in', async () => {
    const { router } = renderWithProviders(<CreatePlan />, {
      path: '/create',
      routePath: '/create',
      extraRoutes: [{ path: '/', element: <p>Landing</p> }],
    });
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fcreate');
  });

  it(
    'validates in the spec order and explains a denied location',
    async () => {
      signInFreeUser();
      mockGeolocation({ code: 1 });
      const { user } = renderWithProviders(<CreatePlan />, { path: '/create' });
      const submit = await screen.findByRole('button', {
        name: 'Create My Weekend Plan',
      });
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please select at least one interest',
      );
      await user.click(screen.getByRole('button', { name: 'Shopping' }));
      // Fixed, so no longer shown.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please set a location or use current location',
      );
      server.use(
        http.get('/api/locations/search', ({ request }) =>
          HttpResponse.json({
            query: new URL(request.url).searchParams.get('q'),
            results: [],
          }),
        ),
      );
      await user.type(
        screen.getByRole('combobox', { name: 'Location' }),
        'Nowhere Special',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(submit);
      // Text that names no place is refused.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Location is required. Please select a location or use current location.',
      );
      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      expect(
        await screen.findByText(
          'Location permission denied. Please enable location services.',
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'looks up a typed place and centres the plan on it',
    async () => {
      signInFreeUser();
      let body: Record<string, unknown> = {};
      server.use(
        http.get('/api/locations/search', () =>
          HttpResponse.json({
            query: 'Cherry Creek',
            results: [
              {
                name: 'Cherry Creek',
                type: 'neighborhood',
                formatted_address: 'Cherry Creek, Denver, CO',
                latitude: 39.7191,
                longitude: -104.9535,
                activity_id: null,
              },
            ],
          }),
        ),
        http.post('/api/plans', async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ detail: 'stop here' }, { status: 400 });
        }),
      );
      const { user } = renderWithProviders(<CreatePlan />, { path: '/create' });
      await user.click(await screen.findByRole('button', { name: 'Shopping' }));
      await user.type(
        screen.getByRole('combobox', { name: 'Location' }),
        'Cherry Creek',
      );
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      // Spec 2's wording for a server error.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Server returned 400: stop here',
      );
      expect(body.location).toMatchObject({ lat: 39.7191, lng: -104.9535 });
    },
    SLOW,
  );

  it(
    "shows any other refusal's own words, without the status code",
    async () => {
      signInFreeUser();
      mockGeolocation({ coords: { latitude: 39.74, longitude: -104.99 } });
      const refusal = 'Plans in this area are paused for maintenance.';
      server.use(
        http.post('/api/locations', () =>
          HttpResponse.json({ formatted_address: 'Denver, CO' }),
        ),
        http.post('/api/plans', () =>
          HttpResponse.json({ detail: refusal }, { status: 403 }),
        ),
      );
      const { user } = renderWithProviders(<CreatePlan />, {
        path: '/create',
      });
      await user.click(await screen.findByRole('button', { name: 'Shopping' }));
      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      await screen.findByDisplayValue('Denver, CO');
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        new RegExp(`^${refusal}$`),
      );
      // Not the limit: trying again stays possible.
      expect(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      ).toBeEnabled();
    },
    SLOW,
  );

  it(
    'creates the plan from the current location and opens it',
    async () => {
      signInFreeUser();
      const geo = mockGeolocation({
        coords: { latitude: 39.74, longitude: -104.99 },
      });
      let body: Record<string, unknown> = {};
      server.use(
        http.post('/api/locations', () =>
          HttpResponse.json({
            formatted_address: '200 E Colfax Ave, Denver, CO',
          }),
        ),
        http.post('/api/plans', async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json(
            {
              id: 42,
              title: body.name,
              name: body.name,
              template: 'manual',
              location: { lat: 39.74, lng: -104.99, address: null },
              days: body.days,
              start_date: (body.days as string[])[0],
              end_date: (body.days as string[])[2],
              interests: body.interests,
              radius: body.radius,
              budget: 200,
              budget_type: 'total',
              price_range: { min: 0, max: 200 },
              ai_prompt: 'tacos',
              activity_count: 12,
              created_at: '2026-11-22T00:00:00.000Z',
            },
            { status: 201 },
          );
        }),
      );
      const { user } = renderWithProviders(<CreatePlan />, {
        path: '/create',
        routePath: '/create',
        extraRoutes: [{ path: '/plan/:id', element: <p>Plan page</p> }],
      });
      await user.click(
        await screen.findByRole('button', { name: 'Food & Dining' }),
      );
      await user.click(
        screen.getByRole('button', {
          name: 'Outdoor Activities subcategories',
        }),
      );
      await user.click(
        await screen.findByRole('menuitemcheckbox', { name: 'Parks' }),
      );
      await user.keyboard('{Escape}');
      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      expect(
        await screen.findByDisplayValue('200 E Colfax Ave, Denver, CO'),
      ).toBeInTheDocument();
      // Focus stays where the user was, through the wait.
      expect(
        screen.getByRole('button', { name: 'Use Current Location' }),
      ).toHaveFocus();
      expect(geo.mock.calls[0]![2]).toEqual({
        enableHighAccuracy: true,
        timeout: 5000,
        maximumAge: 0,
      });
      await user.type(
        screen.getByLabelText(/Describe your ideal weekend/),
        'tacos',
      );
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      expect(await screen.findByText('Plan page')).toBeInTheDocument();
      expect(body).toMatchObject({
        template: 'manual',
        interests: ['food', 'outdoors: Parks'],
        location: {
          lat: 39.74,
          lng: -104.99,
          address: '200 E Colfax Ave, Denver, CO',
        },
        radius: 15 * 1609.34,
        price_range: { min: 0, max: 200 },
        budget: 200,
        budget_type: 'total',
        ai_prompt: 'tacos',
      });
      expect((body.days as string[]).length).toBe(3);
      expect(body.name).toMatch(
        /^(Morning|Afternoon|Evening) Food and Dining Plan - /,
      );
    },
    SLOW,
  );
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { handlers } from '../testing/templates-backend';

import { TemplatesTab } from './templates-tab';

afterEach(() => vi.restoreAllMocks());

describe('TemplatesTab, using a template', () => {
  it('opens details, tracks the view, then creates the plan and opens it', async () => {
    const tracked: unknown[] = [];
    handlers([], tracked);
    let body: unknown;
    server.use(
      http.post('/api/ai/enhanced/templates/use', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            id: 42,
            plan_id: 42,
            template_id: 'classic-date-night',
            message: 'Template applied successfully!',
          },
          { status: 201 },
        );
      }),
    );
    const alertBox = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, router } = renderWithProviders(<TemplatesTab />, {
      extraRoutes: [{ path: '/my-plans', element: <p>My plans page</p> }],
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'View Details: Classic Date Night',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Real Bistro')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Book ahead for groups on weekends.'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Use This Template' }),
    );
    const start = await screen.findByLabelText(/Start Date/);
    await user.clear(start);
    await user.type(start, '2030-05-04');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    // Said in the page, and read there before the plan opens.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Template applied successfully!$/,
    );
    expect(screen.queryByText('My plans page')).toBeNull();
    expect(alertBox).not.toHaveBeenCalled();
    expect(await screen.findByText('My plans page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?planId=42');
    expect(body).toEqual({
      template_id: 'classic-date-night',
      start_date: '2030-05-04',
    });
    expect(tracked).toEqual([
      {
        feature_name: 'templates',
        action: 'template_view',
        metadata: { template_id: 'classic-date-night' },
      },
      {
        feature_name: 'templates',
        action: 'template_use',
        metadata: { template_id: 'classic-date-night' },
      },
    ]);
  });

  it('keeps the dialog open with the server message when the use fails', async () => {
    handlers([]);
    server.use(
      http.post('/api/ai/enhanced/templates/use', () =>
        HttpResponse.json(
          { detail: 'Start date cannot be in the past' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<TemplatesTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Use This Template: Classic Date Night',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(
      await screen.findByText('Start date cannot be in the past'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

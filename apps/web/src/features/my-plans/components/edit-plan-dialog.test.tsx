import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import {
  buildFinalizedPlan,
  buildScheduledActivity,
} from '../testing/plan-fixture';

import { EditPlanDialog } from './edit-plan-dialog';

const scheduled = buildScheduledActivity();
const plan = buildFinalizedPlan({ selected_activities: [scheduled] });

describe('Edit Plan dialog', () => {
  it('saves a new time and notes, removes, and adds a favorite', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const record = async (request: Request) => {
      calls.push({
        method: request.method,
        url: new URL(request.url).pathname,
        body: request.method === 'DELETE' ? null : await request.json(),
      });
      return HttpResponse.json(plan, {
        status: request.method === 'POST' ? 201 : 200,
      });
    };
    server.use(
      http.get('/api/favorites', () =>
        HttpResponse.json([
          {
            id: 1,
            activity_id: 42,
            notes: null,
            created_at: '2030-01-01T00:00:00Z',
            activity: buildActivity({
              ...scheduled.activity,
              id: 42,
              name: 'Zoo',
            }),
          },
        ]),
      ),
      http.put('/api/finalized-plans/8/activities/11', ({ request }) =>
        record(request),
      ),
      http.delete('/api/finalized-plans/8/activities/11', ({ request }) =>
        record(request),
      ),
      http.post('/api/finalized-plans/8/activities', ({ request }) =>
        record(request),
      ),
      http.get('/finalized-plans', () => HttpResponse.json([plan])),
    );
    const { user } = renderWithProviders(
      <EditPlanDialog plan={plan} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Edit Plan: Park Weekend',
    });
    const time = within(dialog).getByLabelText('Time for City Park');
    await user.clear(time);
    await user.type(time, '08:45');
    await user.type(
      within(dialog).getByLabelText('Notes for City Park'),
      'Bring a ball',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Activity updated'),
    ).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('button', { name: 'Remove City Park' }),
    );
    expect(
      await within(dialog).findByText('Activity removed'),
    ).toBeInTheDocument();

    await user.click(
      await within(dialog).findByRole('combobox', { name: 'Favorite' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Zoo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Activity added'),
    ).toBeInTheDocument();

    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/finalized-plans/8/activities/11',
        body: {
          planned_date: '2030-05-04',
          planned_time: '08:45',
          notes: 'Bring a ball',
        },
      },
      {
        method: 'DELETE',
        url: '/api/finalized-plans/8/activities/11',
        body: null,
      },
      {
        method: 'POST',
        url: '/api/finalized-plans/8/activities',
        body: {
          activity_id: 42,
          planned_date: '2030-05-04',
          planned_time: null,
          notes: null,
        },
      },
    ]);
  }, 60_000);

  it("lets a group plan's editor move times and write notes but not remove or add", () => {
    // No favorites request is served: an editor's dialog must not load them.
    renderWithProviders(
      <EditPlanDialog
        plan={{ ...plan, my_role: 'editor', my_status: 'joined' }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('form', { name: 'City Park' })).toBeVisible();
    // Editors may save notes (the server takes them), so the field is theirs.
    expect(screen.getByLabelText('Notes for City Park')).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Remove City Park' }),
    ).toBeNull();
    expect(screen.queryByText('Add from favorites')).toBeNull();
  });
});

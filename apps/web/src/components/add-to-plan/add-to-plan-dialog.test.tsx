import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildFinalizedPlan } from '../../features/my-plans/testing/plan-fixture';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { AddToPlanButton } from './add-to-plan-button';
import { plansToAddTo } from './add-to-plan-dialog';

const TODAY = '2030-05-05';
const SLOW = { timeout: 15_000 };

describe('plansToAddTo', () => {
  it("keeps the caller's own plans that are not over or cancelled, soonest first", () => {
    const plans = [
      buildFinalizedPlan({
        id: 1,
        start_date: '2030-06-01',
        end_date: '2030-06-02',
      }),
      buildFinalizedPlan({
        id: 2,
        start_date: '2030-05-01',
        end_date: '2030-05-04',
      }),
      buildFinalizedPlan({
        id: 3,
        start_date: '2030-05-04',
        end_date: '2030-05-05',
      }),
      buildFinalizedPlan({ id: 4, status: 'cancelled' }),
      buildFinalizedPlan({ id: 5, my_role: 'editor' }),
    ];
    expect(plansToAddTo(plans, TODAY).map((p) => p.id)).toEqual([3, 1]);
  });
});

describe('AddToPlanButton', () => {
  it('adds the activity to the chosen plan on a day still ahead, with time and notes', async () => {
    signInForTest();
    let sent: unknown;
    server.use(
      http.get('/finalized-plans', () =>
        HttpResponse.json([
          buildFinalizedPlan({
            id: 8,
            title: 'Park Weekend',
            start_date: '2099-05-02',
            end_date: '2099-05-03',
            selected_activities: [],
          }),
          buildFinalizedPlan({
            id: 9,
            title: 'Sushi Saturday',
            start_date: '2099-06-06',
            end_date: '2099-06-06',
          }),
        ]),
      ),
      http.post('/api/finalized-plans/9/activities', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(buildFinalizedPlan({ id: 9 }));
      }),
    );
    const { user } = renderWithProviders(
      <AddToPlanButton activity={{ id: 3, name: 'City Park' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to a Plan' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Add City Park to a plan' },
      SLOW,
    );
    await user.click(
      await within(dialog).findByRole('combobox', { name: 'Plan' }, SLOW),
    );
    await user.click(
      screen.getByRole('option', { name: 'Sushi Saturday (Sat, Jun 6)' }),
    );
    // City Park is already in that plan's fixture schedule.
    expect(
      within(dialog).getByText(/Already in this plan on Sat, May 4/),
    ).toBeVisible();
    await user.type(
      within(dialog).getByLabelText('Time for City Park'),
      '1030AM',
    );
    await user.type(
      within(dialog).getByLabelText('Notes for City Park'),
      'Picnic',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Add to Plan' }),
    );
    expect(
      await within(dialog).findByText(
        'City Park is in Sushi Saturday on Sat, Jun 6.',
        undefined,
        SLOW,
      ),
    ).toBeVisible();
    expect(sent).toEqual({
      activity_id: 3,
      planned_date: '2099-06-06',
      planned_time: '10:30',
      notes: 'Picnic',
    });
    expect(
      within(dialog).getByRole('link', { name: 'View My Plans' }),
    ).toHaveAttribute('href', '/my-plans');
  });

  it('offers to create a plan when there is none to add to', async () => {
    signInForTest();
    server.use(http.get('/finalized-plans', () => HttpResponse.json([])));
    const { user } = renderWithProviders(
      <AddToPlanButton activity={{ id: 3, name: 'City Park' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to a Plan' }));
    expect(
      await screen.findByText(
        /You have no upcoming plans to add it to/,
        undefined,
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a Plan' })).toHaveAttribute(
      'href',
      '/create',
    );
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).toBeNull();
  });
});

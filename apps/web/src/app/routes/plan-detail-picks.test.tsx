import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../testing/msw-server';
import { plan, servePlanOf } from '../../testing/plan-detail-fixture';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as PlanDetail } from './plan-detail';

/** A signed-in owner, with the plan serving whatever `current()` gives. */
function signedInWithPlan(current: () => unknown[] = () => plan.activities) {
  signInForTest();
  servePlanOf(current);
  server.use(
    http.get('/api/users/me', () =>
      HttpResponse.json({ id: 1, email: 'ann@example.com', username: 'ann' }),
    ),
    http.get('/api/favorites/ids', () =>
      HttpResponse.json({ activity_ids: [] }),
    ),
    http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
  );
}

function openPlan(id = 5) {
  return renderWithProviders(<PlanDetail />, {
    path: `/plan/${id}`,
    routePath: '/plan/:planId',
    extraRoutes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
  });
}

const finalizeButton = (count: number) =>
  screen.findByRole('button', { name: `Finalize Plan (${count})` });

/** Picks every card of the plan page (Art Museum, then Taco Corner). */
async function pickAll(user: ReturnType<typeof openPlan>['user']) {
  await screen.findByRole('heading', { name: 'Taco Corner' });
  for (const button of screen.getAllByRole('button', {
    name: /^Add to Plans?$/,
  })) {
    await user.click(button);
  }
  await finalizeButton(2);
}

describe('Plan detail page: picks kept in this tab', () => {
  it('keeps the picks through leaving the page and coming Back', async () => {
    signedInWithPlan();
    const { user, router } = openPlan();
    await pickAll(user);

    await router.navigate('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await router.navigate(-1);

    expect(await finalizeButton(2)).toBeInTheDocument();
    // The cards say so too, not only the count.
    expect(
      await screen.findAllByRole('button', { name: /^Added to Plans?$/ }),
    ).toHaveLength(2);
  });

  it('keeps them through a reload, for that plan only', async () => {
    signedInWithPlan();
    const first = openPlan();
    await pickAll(first.user);
    first.unmount();

    const reloaded = openPlan();
    expect(await finalizeButton(2)).toBeInTheDocument();
    reloaded.unmount();

    server.use(
      http.get('/api/plans/6', () => HttpResponse.json({ ...plan, id: 6 })),
    );
    openPlan(6);
    await screen.findByRole('heading', { name: 'Taco Corner' });
    expect(await finalizeButton(0)).toBeInTheDocument();
  });

  it('drops a pick that is no longer among the suggestions', async () => {
    let activities = plan.activities;
    signedInWithPlan(() => activities);
    const first = openPlan();
    await pickAll(first.user);
    first.unmount();

    // The plan's suggestions were computed again without the museum.
    activities = plan.activities.filter((a) => a.name !== 'Art Museum');
    const again = openPlan();
    expect(await finalizeButton(1)).toBeInTheDocument();
    again.unmount();

    // Dropped for good: it does not come back with the museum.
    activities = plan.activities;
    openPlan();
    await screen.findByRole('heading', { name: 'Art Museum' });
    expect(await finalizeButton(1)).toBeInTheDocument();
  });

  it('forgets the picks once the plan is finalized', async () => {
    signedInWithPlan();
    server.use(
      http.post('/finalized-plans', () =>
        HttpResponse.json({ id: 9 }, { status: 201 }),
      ),
    );
    const first = openPlan();
    await pickAll(first.user);
    first.unmount();

    // Kept until then, so finalizing is what forgets them.
    const again = openPlan();
    const { user } = again;
    await user.click(await finalizeButton(2));
    const dialog = await screen.findByRole('dialog', {
      name: 'Finalize Your Plan',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Finalize Plan' }),
    );
    expect(await within(dialog).findByText(/Plan finalized/)).toBeVisible();
    again.unmount();

    openPlan();
    await screen.findByRole('heading', { name: 'Taco Corner' });
    expect(await finalizeButton(0)).toBeInTheDocument();
  });
});

import type { FinalizedPlan } from '@app/shared/finalized-plans';
import type { GroupPlan } from '@app/shared/group-plans';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { freeAccount } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest, TEST_USER } from '../../../testing/sign-in';
import { noFriends } from '../../friends/testing/no-friends';
import { PLAN_UNAVAILABLE } from '../hooks/use-open-plan';
import { buildFinalizedPlan } from '../testing/plan-fixture';

import { MyPlansPage } from './my-plans-page';

const person = (id: number, name: string) => ({
  id,
  username: name.toLowerCase(),
  display_name: name,
  first_name: name,
  last_name: '',
});

const groupOf = (status: 'invited' | 'joined'): GroupPlan => ({
  plan_id: 8,
  is_group_plan: true,
  my_role: 'viewer',
  my_status: status,
  participants: [
    {
      user: person(2, 'Olive'),
      role: 'owner',
      status: 'joined',
      invited_at: null,
    },
    {
      user: person(TEST_USER.id, 'Ann'),
      role: 'viewer',
      status,
      invited_at: '2030-01-01T00:00:00Z',
    },
  ],
  votes: [],
});

const groupPlan = (status: 'invited' | 'joined'): FinalizedPlan =>
  buildFinalizedPlan({
    my_role: 'viewer',
    my_status: status,
    is_group_plan: true,
  });

/** My Plans' reads, with `listed` as the user's plans; counts each GET by path. */
function serveMyPlans(listed: FinalizedPlan[]) {
  const gets: string[] = [];
  const count = (path: string) => gets.filter((g) => g === path).length;
  server.use(
    http.get('*/finalized-plans', ({ request }) => {
      gets.push(new URL(request.url).pathname);
      return HttpResponse.json(listed);
    }),
    http.get('*/api/plans', () => HttpResponse.json([])),
    http.get('*/api/group-plans/invitations', () => HttpResponse.json([])),
  );
  return { gets, count };
}

/** My Plans listing plan 8 as the user's own plan, never shared. */
function serveOwnPlan() {
  serveMyPlans([buildFinalizedPlan()]);
  server.use(
    http.get('*/api/group-plans/8', () =>
      HttpResponse.json({
        ...groupOf('joined'),
        my_role: 'owner',
        is_group_plan: false,
        participants: [groupOf('joined').participants[0]!],
      }),
    ),
    // The owner's invite form: friends to invite, behind the premium gate.
    noFriends(),
    http.get('*/api/premium/check-limits', () =>
      HttpResponse.json(freeAccount('2099-08-31')),
    ),
  );
}

const track = (gets: string[], path: string, answer: () => Response) =>
  http.get(`*${path}`, () => {
    gets.push(path);
    return answer();
  });

describe('My Plans', () => {
  it('says so when a link names a plan the user can no longer see', async () => {
    signInForTest();
    const { gets, count } = serveMyPlans([]);
    server.use(
      track(gets, '/api/finalized-plans/9', () =>
        HttpResponse.json({ detail: 'Plan not found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<MyPlansPage />, {
      path: '/my-plans?planId=9',
    });
    expect(PLAN_UNAVAILABLE).toBe('This plan is no longer available to you.');
    const alert = await screen.findByText(PLAN_UNAVAILABLE);
    expect(count('/api/finalized-plans/9')).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole(
        'button',
        { name: 'Close' },
      ),
    );
    expect(screen.queryByText(PLAN_UNAVAILABLE)).toBeNull();
  });

  it('asks before leaving a plan, says it is done and stops asking for the plan', async () => {
    signInForTest();
    let listed = [groupPlan('joined')];
    const { gets, count } = serveMyPlans([]);
    const left: string[] = [];
    let readsWhenLeaving = 0;
    server.use(
      http.get('*/finalized-plans', () => HttpResponse.json(listed)),
      track(gets, '/api/group-plans/8', () =>
        left.length > 0
          ? HttpResponse.json({ detail: 'Plan not found' }, { status: 404 })
          : HttpResponse.json(groupOf('joined')),
      ),
      http.delete(`*/api/group-plans/8/participants/${TEST_USER.id}`, () => {
        left.push('left');
        readsWhenLeaving = count('/api/group-plans/8');
        listed = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<MyPlansPage />, {
      path: '/my-plans?planId=8',
    });
    const detail = await screen.findByRole('dialog', { name: 'Park Weekend' });
    await user.click(
      await within(detail).findByRole('button', { name: 'Leave plan' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Leave this plan?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(left).toEqual([]);

    await user.click(
      within(detail).getByRole('button', { name: 'Leave plan' }),
    );
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Leave this plan?' }),
      ).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('You left “Park Weekend”')).toBeVisible();
    expect(left).toEqual(['left']);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Park Weekend' })).toBeNull(),
    );
    expect(await screen.findByText('No Plans Yet')).toBeVisible();
    // The group was read while the plan was open, never after leaving.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readsWhenLeaving).toBeGreaterThan(0);
    expect(count('/api/group-plans/8')).toBe(readsWhenLeaving);
    expect(count('/api/finalized-plans/8')).toBe(0);
  }, 30_000);

  it('says an invitation was declined and does not read the plan again', async () => {
    signInForTest();
    const { gets, count } = serveMyPlans([]);
    let isDeclined = false;
    const gone = () =>
      HttpResponse.json({ detail: 'Plan not found' }, { status: 404 });
    server.use(
      track(gets, '/api/finalized-plans/8', () =>
        isDeclined ? gone() : HttpResponse.json(groupPlan('invited')),
      ),
      track(gets, '/api/group-plans/8', () =>
        isDeclined ? gone() : HttpResponse.json(groupOf('invited')),
      ),
      http.post('*/api/group-plans/8/decline', () => {
        isDeclined = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<MyPlansPage />, {
      path: '/my-plans?planId=8',
    });
    const detail = await screen.findByRole('dialog', { name: 'Park Weekend' });
    await user.click(
      await within(detail).findByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Invitation declined')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Park Weekend' })).toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isDeclined).toBe(true);
    // No read of the declined plan answered 404.
    expect(count('/api/finalized-plans/8')).toBe(1);
    expect(screen.queryByText(PLAN_UNAVAILABLE)).toBeNull();
  }, 30_000);

  it('goes back to the plan when Edit Plan is done', async () => {
    signInForTest();
    serveOwnPlan();
    server.use(http.get('*/api/favorites', () => HttpResponse.json([])));
    const { user } = renderWithProviders(<MyPlansPage />, {
      path: '/my-plans?planId=8',
    });
    const detail = await screen.findByRole('dialog', { name: 'Park Weekend' });
    await user.click(within(detail).getByRole('button', { name: 'Edit Plan' }));
    const edit = await screen.findByRole('dialog', {
      name: 'Edit Plan: Park Weekend',
    });
    await user.click(within(edit).getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByRole('dialog', { name: 'Park Weekend' }),
    ).toBeVisible();
  }, 30_000);

  it('goes back to the plan, onto its Export button, when the export dialog closes', async () => {
    signInForTest();
    serveOwnPlan();
    server.use(
      http.get('*/api/calendar/feed', () =>
        HttpResponse.json({
          url: 'https://example.test/api/calendar/t.ics',
          token: 't',
          created_at: '2030-01-01T00:00:00Z',
        }),
      ),
    );
    const { user } = renderWithProviders(<MyPlansPage />, {
      path: '/my-plans?planId=8',
    });
    const detail = await screen.findByRole('dialog', { name: 'Park Weekend' });
    await user.click(
      within(detail).getByRole('button', { name: 'Export to Calendar' }),
    );
    const exporting = await screen.findByRole('dialog', {
      name: 'Export to Calendar',
    });
    await user.click(within(exporting).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Export to Calendar' }),
      ).toBeNull(),
    );
    const back = screen.getByRole('dialog', { name: 'Park Weekend' });
    expect(back).toBeVisible();
    await waitFor(() =>
      expect(
        within(back).getByRole('button', { name: 'Export to Calendar' }),
      ).toHaveFocus(),
    );
  }, 30_000);

  it('reads as the owner’s own plan again once the last participant is removed', async () => {
    signInForTest();
    serveOwnPlan();
    let shared = true;
    const ben = {
      user: person(3, 'Ben'),
      role: 'viewer' as const,
      status: 'joined' as const,
      invited_at: '2030-01-01T00:00:00Z',
    };
    server.use(
      http.get('*/finalized-plans', () =>
        HttpResponse.json([buildFinalizedPlan({ is_group_plan: shared })]),
      ),
      http.get('*/api/group-plans/8', () =>
        HttpResponse.json({
          ...groupOf('joined'),
          my_role: 'owner',
          is_group_plan: shared,
          participants: [
            { ...groupOf('joined').participants[1]!, role: 'owner' },
            ...(shared ? [ben] : []),
          ],
        } satisfies GroupPlan),
      ),
      http.delete('*/api/group-plans/8/participants/3', () => {
        shared = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<MyPlansPage />, {
      path: '/my-plans',
    });
    expect(await screen.findByText('Group')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'View details of Park Weekend' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Park Weekend' });
    expect(
      await within(detail).findByRole('button', {
        name: 'Vote for City Park (0)',
      }),
    ).toBeEnabled();

    await user.click(
      within(detail).getByRole('button', { name: 'Remove Ben' }),
    );
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Remove Ben?' }),
      ).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(
        within(detail).queryByRole('button', { name: /^Vote / }),
      ).toBeNull(),
    );
    expect(shared).toBe(false);
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Group')).toBeNull());
    expect(screen.getByText('Park Weekend')).toBeVisible();
  }, 30_000);
});

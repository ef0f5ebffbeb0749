import type { CostShares } from '@app/shared/plan-together';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest, TEST_USER } from '../../../testing/sign-in';

import { PlanCosts } from './plan-costs';

const person = (id: number, name: string) => ({
  id,
  username: name.toLowerCase(),
  display_name: name,
  first_name: name,
  last_name: '',
});

/** Ann and Bob; Bob is going to dinner, Ann has not said. */
function serveShares() {
  const puts: unknown[] = [];
  let shares: CostShares = {
    items: [
      {
        plan_activity_id: 5,
        name: 'Pasta bar',
        cost: 40,
        is_typical_price: true,
        mode: 'even',
        attendance: [{ user_id: 2, status: 'going' }],
        share_each: 40,
      },
    ],
    members: [
      { user: person(TEST_USER.id, 'Ann'), share: 0 },
      { user: person(2, 'Bob'), share: 40 },
    ],
    total: 40,
    has_typical_prices: true,
  };
  server.use(
    http.get('*/api/finalized-plans/8/cost-shares', () =>
      HttpResponse.json(shares),
    ),
    http.get('*/api/finalized-plans/8/leave-by', () =>
      HttpResponse.json({
        home_area: { name: 'Home', latitude: 39.7, longitude: -105 },
        items: [
          {
            plan_activity_id: 5,
            place_name: 'Pasta bar',
            leave_at: '2026-12-05T01:40:00.000Z',
            travel_minutes: 20,
            from: 'home',
            from_name: 'Home',
            source: 'estimate',
          },
        ],
      }),
    ),
    http.put(
      '*/api/finalized-plans/8/activities/5/attendance',
      async ({ request }) => {
        puts.push(await request.json());
        shares = {
          ...shares,
          items: [
            {
              ...shares.items[0]!,
              attendance: [
                ...shares.items[0]!.attendance,
                { user_id: TEST_USER.id, status: 'going' },
              ],
              share_each: 20,
            },
          ],
          members: [
            { user: person(TEST_USER.id, 'Ann'), share: 20 },
            { user: person(2, 'Bob'), share: 20 },
          ],
        };
        return HttpResponse.json(shares);
      },
    ),
  );
  return puts;
}

describe('PlanCosts', () => {
  it('shows shares as estimates, the leave-by time, and saves going', async () => {
    signInForTest();
    const puts = serveShares();
    renderWithProviders(<PlanCosts planId={8} />);
    expect(
      await screen.findByText(
        /Est\. \$40\.00 \(typical price\) · Split evenly/,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Leave by 6:40 PM · about 20 min from Home \(estimate\)/,
      ),
    ).toBeInTheDocument();
    const shares = screen.getByLabelText('Estimated shares');
    expect(within(shares).getByText('Total').nextSibling).toHaveTextContent(
      'Est. $40.00',
    );
    expect(screen.getByText(/some use typical prices/)).toBeInTheDocument();

    const group = screen.getByRole('group', {
      name: 'Are you going to Pasta bar?',
    });
    await userEvent.click(within(group).getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(puts).toEqual([{ status: 'going' }]));
    expect(
      await within(group).findByRole('button', {
        name: 'Going',
        pressed: true,
      }),
    ).toBeInTheDocument();
    expect(within(shares).getByText('Ann').nextSibling).toHaveTextContent(
      'Est. $20.00',
    );
  });

  it("says which estimate is in no one's share while nobody is going", async () => {
    signInForTest();
    serveShares();
    server.use(
      http.get('*/api/finalized-plans/8/cost-shares', () =>
        HttpResponse.json({
          items: [
            {
              plan_activity_id: 5,
              name: 'Pasta bar',
              cost: 40,
              is_typical_price: false,
              mode: 'even',
              attendance: [],
              share_each: null,
            },
          ],
          members: [{ user: person(TEST_USER.id, 'Ann'), share: 0 }],
          total: 0,
          has_typical_prices: false,
        } satisfies CostShares),
      ),
    );
    renderWithProviders(<PlanCosts planId={8} />);
    expect(
      await screen.findByText(
        "Not in anyone's share yet: Est. $40.00 for Pasta bar, until someone is going.",
      ),
    ).toBeInTheDocument();
  });

  it('says so when the costs cannot load', async () => {
    signInForTest();
    server.use(
      http.get('*/api/finalized-plans/8/cost-shares', () =>
        HttpResponse.json({ detail: 'x' }, { status: 404 }),
      ),
      http.get('*/api/finalized-plans/8/leave-by', () =>
        HttpResponse.json({ detail: 'x' }, { status: 404 }),
      ),
    );
    renderWithProviders(<PlanCosts planId={8} />);
    expect(
      await screen.findByText('Could not load who is going and the costs.'),
    ).toBeInTheDocument();
  });
});

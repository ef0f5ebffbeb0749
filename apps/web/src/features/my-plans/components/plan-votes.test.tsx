import type { Poll } from '@app/shared/plan-together';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { buildFinalizedPlan } from '../testing/plan-fixture';

import { PlanVotes } from './plan-votes';

const base = '*/api/group-plans/8/polls';

const openPoll: Poll = {
  id: 4,
  question: 'Dinner Saturday?',
  planned_date: '2030-05-04',
  planned_time: '19:00',
  status: 'open',
  options: [
    { id: 1, activity_id: 3, name: 'Taco place', category: 'food', votes: 1 },
    { id: 2, activity_id: 9, name: 'Pasta bar', category: 'food', votes: 0 },
  ],
  my_option_id: null,
  winner_option_id: null,
  result_item_id: null,
  closed_at: null,
};

/** One open vote; a ballot counts, closing picks the leader. */
function serveVotes() {
  let poll = openPoll;
  const ballots: unknown[] = [];
  server.use(
    http.get(base, () => HttpResponse.json([poll])),
    http.put(`${base}/4/ballot`, async ({ request }) => {
      const body = (await request.json()) as { option_id: number };
      ballots.push(body);
      poll = {
        ...poll,
        my_option_id: body.option_id,
        options: poll.options.map((o) =>
          o.id === body.option_id ? { ...o, votes: o.votes + 1 } : o,
        ),
      };
      return HttpResponse.json(poll);
    }),
    http.post(`${base}/4/close`, () => {
      poll = {
        ...poll,
        status: 'closed',
        winner_option_id: 2,
        result_item_id: 30,
      };
      return HttpResponse.json(poll);
    }),
  );
  return ballots;
}

describe('PlanVotes', () => {
  it('casts a ballot, then closes the vote and names the winner', async () => {
    signInForTest();
    const ballots = serveVotes();
    renderWithProviders(<PlanVotes plan={buildFinalizedPlan()} />);
    const vote = await screen.findByRole('group', { name: 'Dinner Saturday?' });
    expect(
      within(vote).getByText(/Sat, May 4 at 7:00 PM/),
    ).toBeVisible();
    await userEvent.click(
      within(vote).getByRole('radio', { name: 'Pasta bar · 0 votes' }),
    );
    await waitFor(() => expect(ballots).toEqual([{ option_id: 2 }]));
    expect(
      await within(vote).findByRole('radio', {
        name: 'Pasta bar · 1 vote',
        checked: true,
      }),
    ).toBeInTheDocument();

    await userEvent.click(
      within(vote).getByRole('button', {
        name: 'Close vote and schedule the winner',
      }),
    );
    expect(
      await screen.findByText('Pasta bar won and is on the schedule.'),
    ).toBeInTheDocument();
    expect(
      within(vote).getByRole('radio', { name: 'Taco place · 1 vote' }),
    ).toBeDisabled();
  });

  it('lets a viewer vote but not close, and says when there are none', async () => {
    signInForTest();
    server.use(http.get(base, () => HttpResponse.json([])));
    renderWithProviders(
      <PlanVotes
        plan={buildFinalizedPlan({ my_role: 'viewer', my_status: 'joined' })}
      />,
    );
    expect(await screen.findByText('No votes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open a vote' })).toBeNull();
  });

  it('opens a vote with places from the plan and favorites', async () => {
    signInForTest();
    const posted: unknown[] = [];
    server.use(
      http.get(base, () => HttpResponse.json([])),
      http.get('*/api/favorites', () =>
        HttpResponse.json([
          {
            id: 1,
            activity_id: 9,
            notes: null,
            created_at: '2030-01-01T00:00:00Z',
            activity: { id: 9, name: 'Pasta bar' },
          },
        ]),
      ),
      http.post(base, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(openPoll, { status: 201 });
      }),
    );
    renderWithProviders(<PlanVotes plan={buildFinalizedPlan()} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open a vote' }),
    );
    const form = screen.getByRole('form', { name: 'Open a vote' });
    await userEvent.type(within(form).getByLabelText(/Question/), 'Lunch?');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Open vote' }),
    );
    expect(
      await within(form).findByText('Offer at least 2 options'),
    ).toBeVisible();
    await userEvent.click(within(form).getByLabelText('City Park'));
    await userEvent.click(await within(form).findByLabelText('Pasta bar'));
    await userEvent.click(
      within(form).getByRole('button', { name: 'Open vote' }),
    );
    await waitFor(() =>
      expect(posted).toEqual([
        {
          question: 'Lunch?',
          planned_date: '2030-05-04',
          planned_time: null,
          activity_ids: [3, 9],
        },
      ]),
    );
  });

  it('says so when the votes cannot load', async () => {
    signInForTest();
    server.use(
      http.get(base, () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    renderWithProviders(<PlanVotes plan={buildFinalizedPlan()} />);
    expect(
      await screen.findByText('Could not load the votes.'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { buildFinalizedPlan } from '../testing/plan-fixture';

import { PlanSuggestionsDialog } from './plan-suggestions-dialog';

const url = '*/api/finalized-plans/8/suggestions';

describe('PlanSuggestionsDialog', () => {
  it("adds one of the draft's suggestions to the same plan on the chosen day", async () => {
    signInForTest();
    const posted: unknown[] = [];
    server.use(
      http.get(url, () =>
        HttpResponse.json([
          { id: 21, name: 'Art Museum', category: 'arts' },
          { id: 22, name: 'Taco Corner', category: 'food' },
        ]),
      ),
      http.post('*/api/finalized-plans/8/activities', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(buildFinalizedPlan(), { status: 201 });
      }),
    );
    renderWithProviders(
      <PlanSuggestionsDialog
        plan={buildFinalizedPlan()}
        open
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Day' }));
    await userEvent.click(screen.getByRole('option', { name: /May 5/ }));
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Add Taco Corner to Park Weekend',
      }),
    );
    await waitFor(() =>
      expect(posted).toEqual([{ activity_id: 22, planned_date: '2030-05-05' }]),
    );
    expect(
      await screen.findByText('Taco Corner added on Sun, May 5.'),
    ).toBeInTheDocument();
  });

  it('says when there are no more suggestions, and when they cannot load', async () => {
    signInForTest();
    server.use(http.get(url, () => HttpResponse.json([])));
    const { unmount } = renderWithProviders(
      <PlanSuggestionsDialog
        plan={buildFinalizedPlan()}
        open
        onClose={() => {}}
      />,
    );
    expect(
      await screen.findByText(/No more suggestions for this plan/),
    ).toBeInTheDocument();
    unmount();
    server.use(
      http.get(url, () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    renderWithProviders(
      <PlanSuggestionsDialog
        plan={buildFinalizedPlan()}
        open
        onClose={() => {}}
      />,
    );
    expect(
      await screen.findByText('Could not load the suggestions.'),
    ).toBeInTheDocument();
  });
});

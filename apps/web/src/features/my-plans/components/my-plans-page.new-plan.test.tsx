import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubPhone } from '../../../testing/match-media';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { buildFinalizedPlan } from '../testing/plan-fixture';

import { MyPlansPage } from './my-plans-page';

function renderCalendar() {
  signInForTest();
  server.use(
    http.get('*/finalized-plans', () =>
      HttpResponse.json([buildFinalizedPlan()]),
    ),
    http.get('*/api/plans', () => HttpResponse.json([])),
    http.get('*/api/group-plans/invitations', () => HttpResponse.json([])),
  );
  renderWithProviders(<MyPlansPage />, { path: '/my-plans?view=calendar' });
}

/** Every control on the page that starts a new plan. */
const newPlanLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') === '/create');

describe('My Plans calendar, New Plan', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone, floats no New Plan over the week: the header offers it', async () => {
    stubPhone();
    renderCalendar();
    expect(
      await screen.findByRole('group', { name: 'Week' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Create a new plan' }),
    ).toBeNull();
    expect(newPlanLinks()).toHaveLength(1);
    expect(newPlanLinks()[0]).toHaveTextContent('New Plan');
  });

  it('keeps the floating New Plan on a larger screen', async () => {
    renderCalendar();
    expect(
      await screen.findByRole('group', { name: 'Week' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Create a new plan' }),
    ).toHaveAttribute('href', '/create');
  });
});

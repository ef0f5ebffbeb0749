import type { PlanDetail } from '@app/shared/plans';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubPhone, stubScreenWidth } from '../../../testing/match-media';
import { server } from '../../../testing/msw-server';
import { plan } from '../../../testing/plan-detail-fixture';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { PlanExplorer } from './plan-explorer';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderExplorer() {
  return renderWithProviders(
    <PlanExplorer plan={plan as unknown as PlanDetail} isSignedIn />,
    {
      path: '/plan/5',
      extraRoutes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
    },
  );
}

/** Selects the first card (Art Museum) and opens the finalize dialog with a title typed. */
async function openFinalize(user: ReturnType<typeof renderExplorer>['user']) {
  await screen.findByRole('heading', { name: 'Taco Corner' });
  await user.click(screen.getAllByRole('button', { name: 'Add to Plans' })[0]!);
  await user.click(screen.getByRole('button', { name: 'Finalize Plan (1)' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Finalize Your Plan',
  });
  const title = within(dialog).getByRole('textbox', { name: 'Plan Title' });
  await waitFor(() => expect(title).toHaveFocus());
  await user.keyboard('Tacos');
  return dialog;
}

describe('PlanExplorer', () => {
  it('puts Finalize Plan right after the header in Tab order, before the filters and cards', async () => {
    renderExplorer();
    const grid = await screen.findByRole('list', {
      name: 'Suggested activities',
    });
    const finalize = screen.getByRole('button', { name: /^Finalize Plan/ });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(finalize, grid)).toBe(true);
    expect(
      follows(
        finalize,
        screen.getByRole('textbox', { name: 'Search activities' }),
      ),
    ).toBe(true);
    expect(
      follows(screen.getByRole('button', { name: 'Save plan' }), finalize),
    ).toBe(true);
  });

  // The fixed Finalize button sits bottom right from 600 px and bottom left
  // on a phone (pageFabSx); on a 1280 x 800 screen the row of the count and
  // the List / Map toggle first shows right where the button floats.
  it.each([
    ['1280 px', () => stubScreenWidth(1280), 'toggle first', 'flex-start'],
    ['375 px', stubPhone, 'count first', 'space-between'],
  ])(
    "keeps the List / Map toggle out of the Finalize button's corner at %s",
    async (_width, stubWidth, order, justifyContent) => {
      stubWidth();
      renderExplorer();
      const toggle = await screen.findByRole('group', {
        name: 'Show activities as',
      });
      const count = screen.getByText('Showing 2 of 2 activities');
      const row = toggle.parentElement!;
      expect(count.parentElement).toBe(row);
      const toggleFirst = Boolean(
        toggle.compareDocumentPosition(count) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(toggleFirst ? 'toggle first' : 'count first').toBe(order);
      expect(row).toHaveStyle({ justifyContent });
    },
  );

  it('tells a screen reader what joined the plan and the new count', async () => {
    const { user } = renderExplorer();
    await screen.findByRole('heading', { name: 'Taco Corner' });
    await user.click(
      screen.getAllByRole('button', { name: 'Add to Plans' })[0]!,
    );
    expect(
      await screen.findByText(
        'Added Art Museum to the plan. 1 activity selected to finalize.',
      ),
    ).toBeInTheDocument();
  });

  it('says in the page, not in an alert box, that nothing is selected', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderExplorer();
    await user.click(
      await screen.findByRole('button', { name: 'Finalize Plan (0)' }),
    );
    expect(
      await screen.findByText(
        'Please select at least one activity to finalize.',
      ),
    ).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows a failed finalize in the dialog, not in an alert box', async () => {
    signInForTest();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(
      http.post('/finalized-plans', () =>
        HttpResponse.json({ detail: 'Plan not found' }, { status: 404 }),
      ),
    );
    const { user } = renderExplorer();
    const dialog = await openFinalize(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Finalize Plan' }),
    );
    expect(
      await within(dialog).findByText(
        'Failed to finalize plan: Plan not found',
      ),
    ).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the finalized selection in the dialog and puts focus on the success message', async () => {
    signInForTest();
    server.use(
      http.post('/finalized-plans', async () => {
        await delay(100);
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
      http.get('/api/premium/check-limits', () => HttpResponse.json({})),
      http.get('/api/user/stats', () => HttpResponse.json({})),
    );
    const { user } = renderExplorer();
    const dialog = await openFinalize(user);
    const total = within(dialog).getByText(/^Estimated total:/).textContent;
    const submit = within(dialog).getByRole('button', {
      name: 'Finalize Plan',
    });
    submit.focus();
    await user.keyboard('{Enter}');
    // Saving: the button stays focusable and focused, and says it is busy.
    expect(
      await within(dialog).findByRole('button', { name: 'Finalizing...' }),
    ).toHaveFocus();

    const success = await within(dialog).findByText(/Plan finalized/);
    await waitFor(() =>
      expect(success.closest('[role="alert"]')).toHaveFocus(),
    );
    expect(within(dialog).getByText(/^Estimated total:/).textContent).toBe(
      total,
    );
    expect(within(dialog).getByText('Art Museum')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Finalize Plan (1)', hidden: true }),
    ).toBeInTheDocument();
  });
});

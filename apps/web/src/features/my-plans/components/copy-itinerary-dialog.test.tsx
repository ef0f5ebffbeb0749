import { addDays, metroToday } from '@app/shared/metro';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { freeAccount } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { PARK_DAY_PREVIEW } from '../../copy-itinerary/testing/copy-preview-fixture';
import { expectPlanLimitOffer } from '../../premium/testing/limit-offer';

import { CopyItineraryDialog } from './copy-itinerary-dialog';

const preview = PARK_DAY_PREVIEW;

describe('CopyItineraryDialog', () => {
  it('will not copy a plan with every activity unticked, and says why', async () => {
    const copies: unknown[] = [];
    server.use(
      http.get('*/api/copy-itinerary/8/preview', () =>
        HttpResponse.json(preview),
      ),
      http.post('*/api/copy-itinerary/8', async ({ request }) => {
        copies.push(await request.json());
        return HttpResponse.json({ new_plan_id: 9 }, { status: 201 });
      }),
    );
    const onCopied = vi.fn();
    const { user } = renderWithProviders(
      <CopyItineraryDialog planId={8} onClose={() => {}} onCopied={onCopied} />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Copy Itinerary',
    });
    await within(dialog).findByRole('textbox', { name: 'Plan Title' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Civic Center Park · Sat, Nov 28 at 10:00 AM',
      }),
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Dinner · Sun, Nov 29' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByText(/0 of 2/)).toBeVisible();
    const copy = within(dialog).getByRole('button', { name: 'Copy Itinerary' });
    expect(copy).toBeDisabled();
    expect(copy).toHaveAccessibleDescription(
      'Choose at least one activity to copy.',
    );

    // Ticking one back lets the copy go.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Dinner · Sun, Nov 29' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(/1 of 2/)).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: 'Copy Itinerary' }),
    );
    await vi.waitFor(() => expect(onCopied).toHaveBeenCalledWith(9));
    expect(copies).toMatchObject([{ exclude_activities: [1] }]);
  }, 30_000);

  it('defaults to tomorrow and the day after, and refuses a same-day end', async () => {
    server.use(
      http.get('*/api/copy-itinerary/8/preview', () =>
        HttpResponse.json({ ...preview, end_date: preview.start_date }),
      ),
    );
    const { user } = renderWithProviders(
      <CopyItineraryDialog planId={8} onClose={() => {}} onCopied={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Copy Itinerary',
    });
    const tomorrow = addDays(metroToday(), 1);
    expect(await within(dialog).findByLabelText(/Start Date/)).toHaveValue(
      tomorrow,
    );
    const endDate = within(dialog).getByLabelText(/End Date/);
    expect(endDate).toHaveValue(addDays(tomorrow, 1));
    await user.clear(endDate);
    await user.type(endDate, tomorrow);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('End date must be after start date'),
    ).toBeInTheDocument();
  }, 30_000);

  it('at the plan limit offers the upgrade instead of Next and Copy', async () => {
    signInForTest();
    const account = freeAccount('2030-08-31');
    server.use(
      http.get('*/api/copy-itinerary/8/preview', () =>
        HttpResponse.json(preview),
      ),
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json({
          ...account,
          usage: { ...account.usage, plans_count: 10 },
        }),
      ),
    );
    renderWithProviders(
      <CopyItineraryDialog planId={8} onClose={() => {}} onCopied={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Copy Itinerary',
    });
    await expectPlanLimitOffer(dialog);
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Cancel' }),
    ).toBeVisible();
  });
});

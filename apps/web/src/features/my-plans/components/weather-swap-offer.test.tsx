import type { WeatherSwap } from '@app/shared/weather-swaps';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { backend, item, plan, today } from '../testing/my-plans-backend';

import { MyPlansPage } from './my-plans-page';

const park = { ...item(11, 'Red Rocks Park', '10:00'), notes: null };
const museum = item(12, 'Nature Museum', '10:00');
const parkDay = { ...plan, selected_activities: [park] };
const swap: WeatherSwap = {
  plan_id: plan.id,
  date: today,
  headline: 'Saturday looks wet',
  reason: 'Rain or snow likely at 10 am (80%)',
  stop_name: 'Red Rocks Park',
  replacement: { id: 12, name: 'Nature Museum' },
  applied: false,
};
const swapUrl = `*/api/finalized-plans/${plan.id}/weather-swaps/${today}`;

/** My Plans opened from the weather alert's link. */
async function openFromAlert() {
  // The plan dialog asks where the user sets out from: nowhere saved.
  server.use(http.get('*/api/home-area', () => HttpResponse.json(null)));
  const view = renderWithProviders(<MyPlansPage />, {
    path: `/my-plans?planId=${plan.id}&weatherSwap=${today}`,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Food Crawl' });
  return { ...view, dialog };
}

describe('the weather swap offered by an alert', () => {
  it('opens the plan with the swap, applies it in one tap and shows the stand-in', async () => {
    const state = backend([parkDay]);
    const posts: string[] = [];
    server.use(
      http.get(swapUrl, () => HttpResponse.json(swap)),
      http.post(swapUrl, async ({ request }) => {
        posts.push(new URL(request.url).pathname);
        await delay(50);
        const swapped = { ...parkDay, selected_activities: [museum] };
        state.plans = [swapped];
        return HttpResponse.json(swapped);
      }),
    );
    const { dialog, user } = await openFromAlert();
    const offer = await within(dialog).findByText(
      'Saturday looks wet: swap Red Rocks Park for Nature Museum?',
    );
    expect(offer.closest('[role="alert"]')).toHaveTextContent(
      'Rain or snow likely at 10 am (80%).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Swapping…' }),
    ).toBeDisabled();
    expect(
      await within(dialog).findByText(
        'Swapped: Nature Museum is in the plan at 10:00 AM instead of Red Rocks Park.',
      ),
    ).toBeVisible();
    expect(posts).toEqual([
      `/api/finalized-plans/${plan.id}/weather-swaps/${today}`,
    ]);
    expect(within(dialog).getByText(/^Nature Museum ·/)).toBeVisible();
    expect(within(dialog).queryByText(/^Red Rocks Park ·/)).toBeNull();
  });

  it('says why a swap failed and keeps the plan as it was', async () => {
    backend([parkDay]);
    server.use(
      http.get(swapUrl, () => HttpResponse.json(swap)),
      http.post(swapUrl, () =>
        HttpResponse.json(
          { detail: 'The stop to swap is no longer in the plan' },
          { status: 409 },
        ),
      ),
    );
    const { dialog, user } = await openFromAlert();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Swap' }),
    );
    expect(
      await within(dialog).findByText(
        'The stop to swap is no longer in the plan',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/^Red Rocks Park ·/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Swap' })).toBeEnabled();
  });

  it('says so when the day has no swap any more', async () => {
    backend([parkDay]);
    server.use(
      http.get(swapUrl, () =>
        HttpResponse.json(
          { detail: 'No weather swap is suggested for this day' },
          { status: 404 },
        ),
      ),
    );
    const { dialog } = await openFromAlert();
    expect(
      await within(dialog).findByText(
        'No weather swap is suggested for this day any more.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Swap' })).toBeNull();
  });

  it('leaves the plan as it is on Keep plan', async () => {
    backend([parkDay]);
    server.use(http.get(swapUrl, () => HttpResponse.json(swap)));
    const { dialog, user } = await openFromAlert();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Keep plan' }),
    );
    expect(within(dialog).queryByText(/looks wet/)).toBeNull();
    expect(within(dialog).getByText(/^Red Rocks Park ·/)).toBeVisible();
  });
});

import type { UserAnalytics } from '@app/shared/analytics';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { AnalyticsPage } from './analytics-page';

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  count: i === 10 ? 3 : 0,
}));

/** The analytics answer: this user's figures on an empty year. */
function serveAnalytics(figures: Partial<UserAnalytics>) {
  const empty: UserAnalytics = {
    totals: { plans: 0, finalized_plans: 0, favorites: 0, bucket_list: 0 },
    plans_by_month: months,
    favorite_categories: [],
    bucket_list_progress: { total: 0, completed: 0, percent: 0 },
  };
  server.use(
    http.get('/api/users/me/analytics', () =>
      HttpResponse.json({ ...empty, ...figures }),
    ),
  );
}

describe('AnalyticsPage', () => {
  it('charts plans by month, saved categories and bucket progress', async () => {
    serveAnalytics({
      totals: { plans: 5, finalized_plans: 2, favorites: 4, bucket_list: 4 },
      favorite_categories: [
        { category: 'food', label: 'Food & Dining', count: 5 },
        { category: 'arts', label: 'Arts & Culture', count: 2 },
      ],
      bucket_list_progress: { total: 4, completed: 1, percent: 25 },
    });
    renderWithProviders(<AnalyticsPage />);
    const byMonth = await screen.findByRole('region', {
      name: 'Plans by month',
    });
    expect(
      within(byMonth).getByText(
        '5 plans in total, 2 finalized. By start month, Jan 2026 to Dec 2026.',
      ),
    ).toBeInTheDocument();
    const table = within(byMonth).getByRole('table', {
      name: 'Plans by start month, Jan 2026 to Dec 2026',
    });
    expect(
      within(table).getByRole('row', { name: 'Nov 3' }),
    ).toBeInTheDocument();
    const categories = screen.getByRole('region', {
      name: 'Categories you save',
    });
    expect(within(categories).getByText('Food & Dining')).toBeInTheDocument();
    const progress = screen.getByRole('region', {
      name: 'Bucket list progress',
    });
    expect(within(progress).getByText('25%')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(
      within(progress).getByText(/1 of 4 items completed/),
    ).toBeInTheDocument();
  });

  it('says the saved categories count the bucket list too, beside 0 favorites', async () => {
    serveAnalytics({
      totals: { plans: 0, finalized_plans: 0, favorites: 0, bucket_list: 3 },
      favorite_categories: [
        { category: 'outdoor', label: 'Outdoor', count: 3 },
      ],
      bucket_list_progress: { total: 3, completed: 0, percent: 0 },
    });
    renderWithProviders(<AnalyticsPage />);
    const categories = await screen.findByRole('region', {
      name: 'Categories you save',
    });
    expect(
      within(categories).getByText(
        'Your favorites and bucket list together: 0 favorites and 3 bucket-list items.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/3 items completed · 0 favorites$/),
    ).toBeInTheDocument();
  });

  it('says one plan in the singular', async () => {
    serveAnalytics({
      totals: { plans: 1, finalized_plans: 0, favorites: 0, bucket_list: 0 },
    });
    renderWithProviders(<AnalyticsPage />);
    expect(
      await screen.findByText(/^1 plan in total, 0 finalized\./),
    ).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    server.use(
      http.get('/api/users/me/analytics', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'bad' }, { status: 400 });
      }),
    );
    const { user } = renderWithProviders(<AnalyticsPage />);
    expect(
      await screen.findByText('Failed to load your analytics.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Failed to load your analytics.');
    expect(calls).toBe(2);
  });
});

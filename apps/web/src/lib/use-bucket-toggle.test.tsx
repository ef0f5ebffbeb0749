import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../components/activity-cards/activity-fixture';
import { server } from '../testing/msw-server';
import { renderWithProviders } from '../testing/render';
import { signInForTest } from '../testing/sign-in';

import { useBucketToggle } from './use-bucket-toggle';

function Harness() {
  const bucket = useBucketToggle();
  return (
    <button type="button" onClick={() => void bucket.toggle({ id: 7 }, 'high')}>
      {bucket.isInBucketList(7) ? 'In bucket list' : 'Not in bucket list'}
    </button>
  );
}

describe('useBucketToggle', () => {
  it('adds with the chosen priority, then removes by item id', async () => {
    signInForTest();
    let items: { id: number; activity_id: number }[] = [];
    let added: unknown;
    let removedId = '';
    server.use(
      http.get('/api/bucket-list/ids', () => HttpResponse.json({ items })),
      http.post('/api/bucket-list', async ({ request }) => {
        added = await request.json();
        items = [{ id: 99, activity_id: 7 }];
        return HttpResponse.json(
          {
            id: 99,
            activity_id: 7,
            activity: buildActivity({ id: 7 }),
            priority: 'high',
            target_season: null,
            notes: null,
            completed: false,
            completed_date: null,
            created_at: '2026-11-22T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
      http.delete('/api/bucket-list/:id', ({ params }) => {
        removedId = String(params.id);
        items = [];
        return HttpResponse.json({ detail: 'Removed from bucket list' });
      }),
    );
    const { user } = renderWithProviders(<Harness />);
    await user.click(
      await screen.findByRole('button', { name: 'Not in bucket list' }),
    );
    expect(
      await screen.findByRole('button', { name: 'In bucket list' }),
    ).toBeInTheDocument();
    expect(added).toMatchObject({ activity_id: 7, priority: 'high' });
    await user.click(screen.getByRole('button', { name: 'In bucket list' }));
    expect(
      await screen.findByRole('button', { name: 'Not in bucket list' }),
    ).toBeInTheDocument();
    expect(removedId).toBe('99');
  });

  it('leaves the flag off when the add fails', async () => {
    signInForTest();
    server.use(
      http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
      http.post('/api/bucket-list', () =>
        HttpResponse.json({ detail: 'Activity not found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<Harness />);
    await user.click(
      await screen.findByRole('button', { name: 'Not in bucket list' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Not in bucket list' }),
    ).toBeInTheDocument();
  });
});

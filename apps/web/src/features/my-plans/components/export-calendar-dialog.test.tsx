import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { buildFinalizedPlan } from '../testing/plan-fixture';

import { ExportCalendarDialog } from './export-calendar-dialog';

const FEED_URL = 'https://example.test/api/calendar/old.ics';

/** The subscription feed, and a rotation that hands out a new link. */
function serveFeed() {
  server.use(
    http.get('*/api/calendar/feed', () =>
      HttpResponse.json({
        url: FEED_URL,
        token: 'old',
        created_at: '2030-01-01T00:00:00Z',
      }),
    ),
    http.post('*/api/calendar/feed/rotate', () =>
      HttpResponse.json({
        url: 'https://example.test/api/calendar/new.ics',
        token: 'new',
        created_at: '2030-01-02T00:00:00Z',
      }),
    ),
  );
}

function renderDialog() {
  const onClose = vi.fn();
  const utils = renderWithProviders(
    <ExportCalendarDialog plan={buildFinalizedPlan()} onClose={onClose} />,
  );
  const dialog = () =>
    screen.getByRole('dialog', { name: 'Export to Calendar' });
  return { ...utils, onClose, dialog };
}

describe('ExportCalendarDialog', () => {
  beforeEach(() => {
    signInForTest();
    serveFeed();
    // jsdom has no object URLs and does not follow a download link.
    URL.createObjectURL = vi.fn(() => 'blob:plan');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the plan’s .ics and says so', async () => {
    let asked = false;
    server.use(
      http.get('*/api/finalized-plans/8/calendar.ics', () => {
        asked = true;
        return new HttpResponse('BEGIN:VCALENDAR', {
          headers: { 'content-type': 'text/calendar' },
        });
      }),
    );
    const { user, dialog } = renderDialog();
    await user.click(
      within(dialog()).getByRole('button', { name: 'Download .ics' }),
    );
    expect(await screen.findByText('Calendar file downloaded')).toBeVisible();
    expect(asked).toBe(true);
  });

  it('says so when the download fails', async () => {
    server.use(
      http.get('*/api/finalized-plans/8/calendar.ics', () =>
        HttpResponse.json({ detail: 'Plan not found' }, { status: 404 }),
      ),
    );
    const { user, dialog } = renderDialog();
    await user.click(
      within(dialog()).getByRole('button', { name: 'Download .ics' }),
    );
    expect(await screen.findByText('Failed to export calendar')).toBeVisible();
  });

  it('copies the subscription link, then resets it for a new one', async () => {
    const { user, dialog, onClose } = renderDialog();
    const field = within(dialog()).getByLabelText('Subscription link');
    expect(await within(dialog()).findByDisplayValue(FEED_URL)).toBe(field);

    await user.click(
      within(dialog()).getByRole('button', { name: 'Copy subscription link' }),
    );
    expect(await screen.findByText('Subscription link copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);

    await user.click(
      within(dialog()).getByRole('button', { name: 'Reset link' }),
    );
    expect(
      await screen.findByText('New link created; the old one no longer works'),
    ).toBeVisible();
    expect(field).toHaveValue('https://example.test/api/calendar/new.ics');

    // The message's own Close dismisses it; then the dialog's closes it.
    const message = screen.getByRole('alert');
    await user.click(within(message).getByRole('button', { name: 'Close' }));
    expect(message).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the subscription link cannot load', async () => {
    server.use(
      http.get('*/api/calendar/feed', () =>
        HttpResponse.json({ detail: 'Nope' }, { status: 403 }),
      ),
    );
    const { dialog } = renderDialog();
    expect(
      await within(dialog()).findByText('Failed to load your calendar link'),
    ).toBeVisible();
    expect(
      within(dialog()).getByRole('button', { name: 'Copy subscription link' }),
    ).toBeDisabled();
  });
});

import { PREFERENCE_FLAGS } from '@app/shared/notifications';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { NotificationSettingsDialog } from './notification-settings-dialog';

describe('Notification Settings', () => {
  it('greys out the e-mail switches while e-mail notifications are off', async () => {
    signInForTest();
    const prefs = Object.fromEntries(PREFERENCE_FLAGS.map((f) => [f, true]));
    server.use(
      http.get('/api/notifications/preferences', () =>
        HttpResponse.json({ ...prefs, email_notifications_enabled: false }),
      ),
    );
    renderWithProviders(<NotificationSettingsDialog open onClose={() => {}} />);
    const master = await screen.findByRole('switch', {
      name: 'E-mail notifications',
    });
    expect(master).toBeEnabled();
    expect(
      screen.getByRole('switch', { name: 'Friend requests by e-mail' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('switch', {
        name: 'Plan updates and reminders by e-mail',
      }),
    ).toBeDisabled();
    // The in-app group is on, so its switches stay usable.
    expect(
      screen.getByRole('switch', { name: 'In-app notifications' }),
    ).toBeEnabled();
  });
});

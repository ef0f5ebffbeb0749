import type { Notification } from '@app/shared/notifications';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { NotificationList } from './notification-list';
import NotificationPopover from './notification-popover';

const LONG = 'y'.repeat(300);

const notification: Notification = {
  id: 1,
  type: 'comment_added',
  title: `New comment ${LONG}`,
  message: `Olive commented: “${LONG}”`,
  priority: 'medium',
  is_read: true,
  created_at: '2030-01-01T12:00:00Z',
  action_url: null,
  sender: { username: 'olive' },
};

const serveList = () =>
  server.use(
    http.get('*/api/notifications/', () => HttpResponse.json([notification])),
  );

describe('NotificationList', () => {
  it('wraps a long word in the title and message instead of running under the menu', async () => {
    serveList();
    renderWithProviders(<NotificationList limit={100} unreadOnly={false} />);
    expect(await screen.findByText(notification.title)).toHaveStyle({
      overflowWrap: 'anywhere',
    });
    expect(
      screen.getByText(new RegExp(`^${notification.message}`)),
    ).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('wraps them in the bell popover too', async () => {
    serveList();
    const anchor = document.createElement('button');
    document.body.append(anchor);
    renderWithProviders(
      <NotificationPopover
        anchor={anchor}
        side="right"
        unreadCount={0}
        onClose={() => {}}
      />,
    );
    const popover = await screen.findByRole('dialog', {
      name: 'Notifications',
    });
    expect(await within(popover).findByText(notification.title)).toHaveStyle({
      overflowWrap: 'anywhere',
    });
    expect(
      within(popover).getByText(new RegExp(`^${notification.message}`)),
    ).toHaveStyle({ overflowWrap: 'anywhere' });
    anchor.remove();
  });
});

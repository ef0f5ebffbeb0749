import { GuestGate } from '../../components/auth/guest-gate';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';

export function Component() {
  return (
    <GuestGate
      heading="Notifications"
      title="Sign in to see your notifications"
      message="Friend requests, likes, comments and plan updates are kept with your account."
    >
      <NotificationsPage />
    </GuestGate>
  );
}

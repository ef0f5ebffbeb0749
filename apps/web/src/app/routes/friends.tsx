import { GuestGate } from '../../components/auth/guest-gate';
import { FriendsPage } from '../../features/friends/components/friends-page';

export function Component() {
  return (
    <GuestGate
      heading="Friends"
      title="Sign in to see your friends"
      message="Your friends, their requests and the people you invite are kept with your account."
    >
      <FriendsPage />
    </GuestGate>
  );
}

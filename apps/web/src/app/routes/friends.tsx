import { FriendsPage } from '../../features/friends/components/friends-page';

export function Component() {
  return <FriendsPage />;
}

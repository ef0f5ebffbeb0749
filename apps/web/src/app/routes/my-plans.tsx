import { useInvitations } from '../../features/group-plans/api/get-invitations';
import { MyPlansPage } from '../../features/my-plans/components/my-plans-page';
import { useCurrentUser } from '../../lib/auth/use-current-user';

/**
 * The invitations show under the plans, so the list asks for them only once
 * the plans are in: asked here too, both requests start together.
 */
function AskForInvitations() {
  useInvitations();
  return null;
}

export function Component() {
  const user = useCurrentUser();
  return (
    <>
      {user && <AskForInvitations />}
      <MyPlansPage />
    </>
  );
}

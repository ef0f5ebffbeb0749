import type { PublicUser } from '@app/shared/social';

import { LazyDialog } from '../lazy-dialog';

import { LazyConfirmRemoveDialog } from './lazy-confirm-remove-dialog';

/**
 * The one confirmation before blocking, wherever Block is offered (friends,
 * requests, people search, a post's menu), so its words never drift apart.
 */
export function BlockUserDialog({
  user,
  busy,
  onCancel,
  onConfirm,
}: {
  user: PublicUser;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <LazyDialog>
      <LazyConfirmRemoveDialog
        titleId="block-user-title"
        title={`Block ${user.display_name}?`}
        removing={busy}
        confirmLabel="Block"
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        They will no longer be your friend, see your posts, send you requests or
        invite you to plans.
      </LazyConfirmRemoveDialog>
    </LazyDialog>
  );
}

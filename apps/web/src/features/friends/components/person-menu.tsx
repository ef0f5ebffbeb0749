import type { PublicUser } from '@app/shared/social';

import { ActionsMenu } from '../../../components/actions-menu';

/**
 * Block anyone (a friend, someone asking, a search result), and unfriend a
 * friend. Block sits behind the menu rather than beside Accept or Add
 * Friend: a third button does not fit a phone's row, and a destructive
 * action should not be one slip away from the usual one.
 */
export function PersonMenu({
  user,
  onUnfriend,
  onBlock,
}: {
  user: PublicUser;
  /** Given for friends only. */
  onUnfriend?: () => void;
  onBlock: () => void;
}) {
  return (
    <ActionsMenu
      label={`More actions for ${user.display_name}`}
      actions={[
        onUnfriend !== undefined && { label: 'Unfriend', onClick: onUnfriend },
        { label: 'Block', onClick: onBlock, danger: true },
      ]}
    />
  );
}

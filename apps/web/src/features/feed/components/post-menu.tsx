import { ActionsMenu } from '../../../components/actions-menu';

/**
 * 'Copy Link'; 'Report Post' and 'Block User' for others' posts (a stranger's
 * public posts can be stopped from here, not only a friend's); 'Delete Post'
 * for your own.
 */
export function PostMenu({
  isOwn,
  onCopyLink,
  onReport,
  onBlock,
  onDelete,
}: {
  isOwn: boolean;
  onCopyLink: () => void;
  onReport: () => void;
  onBlock: () => void;
  onDelete: () => void;
}) {
  return (
    <ActionsMenu
      label="Post options"
      actions={[
        { label: 'Copy Link', onClick: onCopyLink },
        ...(isOwn
          ? [{ label: 'Delete Post', onClick: onDelete, danger: true }]
          : [
              { label: 'Report Post', onClick: onReport },
              { label: 'Block User', onClick: onBlock, danger: true },
            ]),
      ]}
    />
  );
}

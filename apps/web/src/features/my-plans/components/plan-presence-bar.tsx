import type { PlanViewer } from '@app/shared/plan-live';
import { initialsOf } from '@app/shared/social';
import { Avatar, AvatarGroup, Stack, Typography } from '@mui/material';

/** Who else has the plan open now: an avatar each, named for screen readers. */
export function PlanPresenceBar({
  viewers,
  nameOfItem,
}: {
  viewers: PlanViewer[] | undefined;
  nameOfItem: (itemId: number) => string | undefined;
}) {
  if (!viewers || viewers.length === 0) return null;
  const labelOf = ({ user, editing_item_id }: PlanViewer) => {
    const item = editing_item_id ? nameOfItem(editing_item_id) : undefined;
    return item
      ? `${user.display_name} is editing ${item}`
      : `${user.display_name} is viewing`;
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', mb: 1 }}
      role="group"
      aria-label="Viewing now"
    >
      <Typography variant="body2" color="text.secondary">
        Viewing now
      </Typography>
      <AvatarGroup max={6}>
        {viewers.map((viewer) => (
          <Avatar
            key={viewer.user.id}
            alt={labelOf(viewer)}
            title={labelOf(viewer)}
            aria-label={labelOf(viewer)}
            role="img"
            sx={{ width: 32, height: 32, fontSize: 14 }}
          >
            {initialsOf(viewer.user)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}

/** On an activity someone else is editing: who. */
export function EditingMark({
  viewers,
  itemId,
}: {
  viewers: PlanViewer[] | undefined;
  itemId: number;
}) {
  const editors = (viewers ?? []).filter((v) => v.editing_item_id === itemId);
  if (editors.length === 0) return null;
  return (
    <Typography variant="caption" color="secondary" sx={{ fontWeight: 600 }}>
      {editors.map((v) => v.user.first_name || v.user.display_name).join(', ')}{' '}
      {editors.length === 1 ? 'is' : 'are'} editing
    </Typography>
  );
}

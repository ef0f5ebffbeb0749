import type { ScheduledActivity } from '@app/shared/finalized-plans';
import { canVote } from '@app/shared/group-plans';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { Button, IconButton, Stack } from '@mui/material';

import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useEditScheduledActivities } from '../../finalized-plans/api/edit-scheduled-activities';
import { useGroupPlan } from '../../group-plans/api/get-group-plan';
import { useGroupAction } from '../../group-plans/api/group-plan-actions';

/**
 * Beside a scheduled activity: thumbs up and down with the group's tallies
 * (joined members vote; pressing one's own vote again takes it back), and
 * for the owner a lock that hides the activity from the other participants.
 */
export function ActivityGroupControls({
  planId,
  item,
}: {
  planId: number;
  item: ScheduledActivity;
}) {
  const action = useGroupAction(planId);
  const edit = useEditScheduledActivities(planId);
  const group = useGroupPlan(planId).data;
  if (!group) return null;
  const tally = group.votes.find((v) => v.plan_activity_id === item.id) ?? {
    up: 0,
    down: 0,
    my_vote: 0,
  };
  const name = item.activity.name;
  const mayVote = canVote(group.my_status) && !action.isPending;
  const cast = (vote: 1 | -1) =>
    action.mutate(
      tally.my_vote === vote
        ? { kind: 'unvote', itemId: item.id }
        : { kind: 'vote', itemId: item.id, vote },
    );
  const isOwner = group.my_role === 'owner';

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {group.is_group_plan && (
        <>
          <Button
            size="small"
            startIcon={<ThumbUpIcon />}
            aria-label={`Vote for ${name} (${tally.up})`}
            aria-pressed={tally.my_vote === 1}
            color={tally.my_vote === 1 ? 'primary' : 'inherit'}
            disabled={!mayVote}
            onClick={() => cast(1)}
          >
            {tally.up}
          </Button>
          <Button
            size="small"
            startIcon={<ThumbDownIcon />}
            aria-label={`Vote against ${name} (${tally.down})`}
            aria-pressed={tally.my_vote === -1}
            color={tally.my_vote === -1 ? 'primary' : 'inherit'}
            disabled={!mayVote}
            onClick={() => cast(-1)}
          >
            {tally.down}
          </Button>
        </>
      )}
      {isOwner && (
        <LazyTooltip
          title={
            item.is_private
              ? 'Private: only you see it'
              : 'Visible to participants'
          }
        >
          <IconButton
            size="small"
            aria-label={
              item.is_private
                ? `Show ${name} to participants`
                : `Make ${name} private`
            }
            disabled={edit.isPending}
            onClick={() =>
              edit.mutate({
                kind: 'update',
                itemId: item.id,
                version: item.version,
                input: { is_private: !item.is_private },
              })
            }
          >
            {item.is_private ? <LockIcon /> : <LockOpenIcon />}
          </IconButton>
        </LazyTooltip>
      )}
    </Stack>
  );
}

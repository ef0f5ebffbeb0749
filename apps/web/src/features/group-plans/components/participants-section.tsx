import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { Alert, Button, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { ConfirmRemoveDialog } from '../../../components/feedback/confirm-remove-dialog';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { PremiumGate } from '../../premium/components/premium-gate';
import { useGroupPlan } from '../api/get-group-plan';
import { useGroupAction, type GroupAction } from '../api/group-plan-actions';

import { InviteFriendForm } from './invite-friend-form';
import { ParticipantRow } from './participant-row';

/**
 * A finalized plan's people: the owner invites friends and sets roles; a
 * member may leave. An invitee answers in `InvitationAnswer`.
 */
export function ParticipantsSection({
  plan,
  onLeft,
}: {
  plan: FinalizedPlan;
  /** After the caller declined or left: the plan is no longer theirs to see. */
  onLeft: () => void;
}) {
  const me = useCurrentUser();
  const group = useGroupPlan(plan.id);
  const action = useGroupAction(plan.id);
  const run = (next: GroupAction, then?: () => void) =>
    action.mutate(next, { onSuccess: then });
  const [isConfirmingLeave, setConfirmingLeave] = useState(false);
  const data = group.data;
  const isOwner = data?.my_role === 'owner';
  const busy = action.isPending;

  return (
    <Stack spacing={1} component="section" aria-labelledby="participants-title">
      <Typography variant="subtitle1" component="h3" id="participants-title">
        Participants
      </Typography>
      {group.isError && (
        <Alert severity="error">Failed to load participants</Alert>
      )}
      {action.isError && (
        <Alert severity="error" onClose={() => action.reset()}>
          {action.error.message}
        </Alert>
      )}
      {data && (
        <List dense aria-label="Participants">
          {data.participants.map((p) => (
            <ParticipantRow
              key={p.user.id}
              participant={p}
              isOwnerView={isOwner}
              busy={busy}
              onRole={(role) => run({ kind: 'role', userId: p.user.id, role })}
              onRemove={() => run({ kind: 'remove', userId: p.user.id })}
            />
          ))}
        </List>
      )}
      {isOwner && (
        <PremiumGate feature="group_planning">
          <InviteFriendForm
            excluded={
              new Set(
                data.participants
                  .filter((p) => p.status !== 'declined')
                  .map((p) => p.user.id),
              )
            }
            busy={busy}
            onInvite={(userId, role) => run({ kind: 'invite', userId, role })}
          />
        </PremiumGate>
      )}
      {data && !isOwner && data.my_status === 'joined' && me && (
        <Button
          sx={{ alignSelf: 'flex-start' }}
          disabled={busy}
          onClick={() => setConfirmingLeave(true)}
        >
          Leave plan
        </Button>
      )}
      {isConfirmingLeave && me && (
        <ConfirmRemoveDialog
          titleId="leave-plan-title"
          title="Leave this plan?"
          confirmLabel="Leave"
          removing={busy}
          onCancel={() => setConfirmingLeave(false)}
          onConfirm={() => {
            setConfirmingLeave(false);
            run({ kind: 'leave', userId: me.id }, onLeft);
          }}
        >
          You will no longer see “{plan.title}” or hear of its changes. The
          owner can invite you again.
        </ConfirmRemoveDialog>
      )}
    </Stack>
  );
}

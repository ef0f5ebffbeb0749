import type { FinalizedPlan } from '@app/shared/finalized-plans';
import type { Participant } from '@app/shared/group-plans';
import { Alert, Button, List, Stack, Typography } from '@mui/material';
import { useRef, useState, type Ref } from 'react';

import { ConfirmRemoveDialog } from '../../../components/feedback/confirm-remove-dialog';
import { PremiumGate } from '../../../components/premium/premium-gate';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useGroupPlan } from '../../group-plans/api/get-group-plan';
import {
  useGroupAction,
  type GroupAction,
} from '../../group-plans/api/group-plan-actions';

import { InviteFriendForm } from './invite-friend-form';
import { ParticipantRow } from './participant-row';

/** Everyone who has not declined: they cannot be invited again. */
const stillInvited = (participants: Participant[]) =>
  new Set(
    participants.filter((p) => p.status !== 'declined').map((p) => p.user.id),
  );

/** The section's title; it takes the focus when a removed person's row goes. */
function ParticipantsHeading({ ref }: { ref: Ref<HTMLHeadingElement> }) {
  return (
    <Typography
      ref={ref}
      tabIndex={-1}
      variant="subtitle1"
      component="h3"
      id="participants-title"
      sx={{ outline: 'none' }}
    >
      Participants
    </Typography>
  );
}

type ConfirmProps = {
  planTitle: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The owner's question before taking someone off the plan. */
function RemoveParticipantDialog({
  person,
  planTitle,
  busy,
  onCancel,
  onConfirm,
}: ConfirmProps & { person: Participant['user'] }) {
  return (
    <ConfirmRemoveDialog
      titleId="remove-participant-title"
      title={`Remove ${person.display_name}?`}
      removing={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {person.display_name} will no longer see “{planTitle}” or hear of its
      changes. You can invite them again.
    </ConfirmRemoveDialog>
  );
}

/** A member's question before leaving the plan. */
function LeavePlanDialog({
  planTitle,
  busy,
  onCancel,
  onConfirm,
}: ConfirmProps) {
  return (
    <ConfirmRemoveDialog
      titleId="leave-plan-title"
      title="Leave this plan?"
      confirmLabel="Leave"
      removing={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      You will no longer see “{planTitle}” or hear of its changes. The owner can
      invite you again.
    </ConfirmRemoveDialog>
  );
}

/**
 * A finalized plan's people: the owner invites friends, sets roles and
 * removes people (after asking); a member may leave. An invitee answers in
 * `InvitationAnswer`.
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
  const [toRemove, setToRemove] = useState<Participant['user'] | null>(null);
  // A removed person's row goes, and the focus on its Remove button with it:
  // the section's heading takes it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = group.data;
  const isOwner = data?.my_role === 'owner';
  const busy = action.isPending;

  return (
    <Stack spacing={1} component="section" aria-labelledby="participants-title">
      <ParticipantsHeading ref={headingRef} />
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
              onRemove={() => setToRemove(p.user)}
            />
          ))}
        </List>
      )}
      {isOwner && (
        <PremiumGate feature="group_planning">
          <InviteFriendForm
            excluded={stillInvited(data.participants)}
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
      {toRemove && (
        <RemoveParticipantDialog
          person={toRemove}
          planTitle={plan.title}
          busy={busy}
          onCancel={() => setToRemove(null)}
          onConfirm={() => {
            setToRemove(null);
            run({ kind: 'remove', userId: toRemove.id }, () =>
              headingRef.current?.focus(),
            );
          }}
        />
      )}
      {isConfirmingLeave && me && (
        <LeavePlanDialog
          planTitle={plan.title}
          busy={busy}
          onCancel={() => setConfirmingLeave(false)}
          onConfirm={() => {
            setConfirmingLeave(false);
            run({ kind: 'leave', userId: me.id }, onLeft);
          }}
        />
      )}
    </Stack>
  );
}

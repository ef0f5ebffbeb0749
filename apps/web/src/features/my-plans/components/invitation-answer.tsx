import { Alert, Button, Stack } from '@mui/material';

import { useGroupPlan } from '../../group-plans/api/get-group-plan';
import { useGroupAction } from '../../group-plans/api/group-plan-actions';

/**
 * An invitee's Join and Decline, first in the plan's details: on a phone the
 * participants are several screens down, and the plan waits on this answer.
 */
export function InvitationAnswer({
  planId,
  onDeclined,
}: {
  planId: number;
  /** The plan is no longer the caller's to see. */
  onDeclined: () => void;
}) {
  const group = useGroupPlan(planId);
  const action = useGroupAction(planId);
  if (group.data?.my_status !== 'invited') return null;
  const busy = action.isPending;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {action.isError && (
        <Alert severity="error" onClose={() => action.reset()}>
          {action.error.message}
        </Alert>
      )}
      <Alert
        severity="info"
        action={
          <Stack direction="row" spacing={1}>
            <Button
              color="inherit"
              disabled={busy}
              onClick={() =>
                action.mutate({ kind: 'decline' }, { onSuccess: onDeclined })
              }
            >
              Decline
            </Button>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => action.mutate({ kind: 'join' })}
            >
              Join
            </Button>
          </Stack>
        }
      >
        You are invited to this plan.
      </Alert>
    </Stack>
  );
}

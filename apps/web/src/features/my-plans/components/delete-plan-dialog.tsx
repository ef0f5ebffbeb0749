import type { FinalizedPlan } from '@app/shared/finalized-plans';
import type { PlanSummary } from '@app/shared/plans';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
} from '@mui/material';
import { useEffect, useState } from 'react';

import { useOnline } from '../../../lib/use-online';

export type DoomedPlan =
  | { kind: 'finalized'; plan: FinalizedPlan }
  | { kind: 'draft'; plan: PlanSummary };

export const OFFLINE_DELETE =
  "You're offline: deleting a plan needs a connection.";

/** Asks before a finalized plan or a draft is deleted. */
export function DeletePlanDialog({
  doomed,
  onCancel,
  onConfirm,
}: {
  doomed: DoomedPlan | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // Deleted, the plan's card and the button that opened this are gone: the
  // page moves focus itself rather than have it restored to nothing.
  const [confirmed, setConfirmed] = useState(false);
  const online = useOnline();
  useEffect(() => {
    if (doomed) setConfirmed(false);
  }, [doomed]);
  return (
    <Dialog
      open={Boolean(doomed)}
      onClose={onCancel}
      aria-labelledby="delete-title"
      disableRestoreFocus={confirmed}
    >
      <DialogContent>
        <DialogContentText id="delete-title">
          {doomed?.kind === 'draft'
            ? `Delete the draft "${doomed.plan.title}"?`
            : 'Are you sure you want to delete this plan?'}
        </DialogContentText>
        {!online && (
          <DialogContentText role="status" sx={{ mt: 2 }}>
            {OFFLINE_DELETE}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!online}
          onClick={() => {
            setConfirmed(true);
            onConfirm();
          }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

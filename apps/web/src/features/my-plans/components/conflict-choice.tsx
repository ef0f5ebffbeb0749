import { describeConflict, type PlanConflict } from '@app/shared/plan-live';
import { Alert, Button, Stack } from '@mui/material';

/**
 * A change refused because someone else changed the same thing first:
 * what they did ("Ann changed the time to 7:00 PM"), and the choice between
 * keeping theirs and putting this person's change over it.
 */
export function ConflictChoice({
  conflicts,
  busy,
  onKeepTheirs,
  onUseMine,
}: {
  conflicts: PlanConflict[];
  busy: boolean;
  onKeepTheirs: () => void;
  onUseMine: () => void;
}) {
  const who = conflicts[0]?.changed_by?.first_name || 'theirs';
  const keep = who === 'theirs' ? 'Keep theirs' : `Keep ${who}’s`;
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={onKeepTheirs}
          >
            {keep}
          </Button>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={onUseMine}
          >
            Use mine
          </Button>
        </Stack>
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: 0 } }}
    >
      {conflicts.length > 0
        ? conflicts.map(describeConflict).join('; ')
        : 'Someone else changed this activity.'}
    </Alert>
  );
}

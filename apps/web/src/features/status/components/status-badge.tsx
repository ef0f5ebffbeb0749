import { Chip, Stack } from '@mui/material';

import { useBackendState, type BackendState } from './backend-status';

const STATE_WORDS: Record<BackendState, string> = {
  Checking: 'Connecting…',
  Connected: 'Online',
  Disconnected: 'Offline',
};

/** Connection, location and plans status in one row of chips. */
export function StatusBadge({
  locationName,
  plansCount,
}: {
  locationName: string;
  plansCount: number | undefined;
}) {
  const { state } = useBackendState();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label="Status"
    >
      <Chip
        size="small"
        label={STATE_WORDS[state]}
        color={
          state === 'Connected'
            ? 'success'
            : state === 'Disconnected'
              ? 'error'
              : 'default'
        }
      />
      <Chip size="small" label={`Location: ${locationName}`} />
      <Chip
        size="small"
        label={`Plans: ${plansCount === undefined ? '…' : plansCount}`}
      />
    </Stack>
  );
}

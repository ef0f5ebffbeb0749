import EventIcon from '@mui/icons-material/Event';
import { Stack, Typography } from '@mui/material';

import { dateBanner } from './event-display';

/** An event's day and time on its card, so weekly repeats tell apart. */
export function EventDateLine({ start }: { start: string | null | undefined }) {
  if (!start) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <EventIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {dateBanner(start)}
      </Typography>
    </Stack>
  );
}

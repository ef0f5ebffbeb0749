import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** A draft's address after it was finalized: the schedule now lives in My Plans. */
export function FinalizedDraftNotice({
  planId,
  title,
}: {
  planId: number;
  title: string;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h5" component="h1">
        This plan has been finalized
      </Typography>
      <Alert severity="info">
        “{title}” is now a scheduled itinerary in My Plans.
      </Alert>
      <Button
        component={RouterLink}
        to={`/my-plans?planId=${planId}`}
        variant="contained"
      >
        Open the Itinerary
      </Button>
    </Stack>
  );
}

import { Box, Typography } from '@mui/material';

import { noteLine } from '../note-line';

/**
 * What the plan read in its AI assistant text ('Jazz, hiking: 2 interests
 * from your note') and, beneath it, what the note asked that the
 * suggestions could not meet, each with what is shown instead.
 */
export function PlanNoteLines({
  interests,
  unmet,
}: {
  interests: readonly string[];
  unmet: readonly string[];
}) {
  const understood = noteLine(interests);
  if (!understood && unmet.length === 0) return null;
  return (
    <Box sx={{ mt: 1, opacity: 0.9 }}>
      {understood && <Typography variant="body2">{understood}</Typography>}
      {unmet.length > 0 && (
        <Box
          component="ul"
          aria-label="What your note asked that could not be met"
          sx={{ m: 0, mt: 0.5, pl: 2.5 }}
        >
          {unmet.map((note) => (
            <Typography key={note} component="li" variant="body2">
              {note}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

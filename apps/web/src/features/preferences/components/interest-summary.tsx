import { Box, Chip } from '@mui/material';
import { useState } from 'react';

const SUMMARY_VISIBLE_COUNT = 5;

/** The first 5 chosen interests, then a '+N more' chip that shows the rest. */
export function InterestSummary({
  interests,
}: {
  interests: readonly string[];
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const hidden = interests.length - SUMMARY_VISIBLE_COUNT;
  const visible =
    isExpanded || hidden <= 0
      ? interests
      : interests.slice(0, SUMMARY_VISIBLE_COUNT);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {visible.map((interest) => (
        <Chip key={interest} label={interest} color="primary" />
      ))}
      {!isExpanded && hidden > 0 && (
        <Chip
          label={`+${hidden} more`}
          variant="outlined"
          clickable
          onClick={() => setIsExpanded(true)}
          aria-label={`Show ${hidden} more interests`}
        />
      )}
    </Box>
  );
}

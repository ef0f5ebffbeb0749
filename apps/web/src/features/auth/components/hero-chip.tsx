import { Box, Chip } from '@mui/material';

/** A fact about the app on the hero's gradient. */
export function HeroChip({ label }: { label: string }) {
  return (
    <Chip
      label={label}
      sx={{ bgcolor: 'rgba(24, 16, 64, 0.3)', color: 'common.white' }}
    />
  );
}

/**
 * The room a live figure's chip takes (about '2,128 activities'), held while
 * it loads so the chips beside it do not reflow when it arrives.
 */
export function HeroChipSpace() {
  return <Box aria-hidden sx={{ width: 124, height: 32 }} />;
}

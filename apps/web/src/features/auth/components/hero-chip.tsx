import { Chip } from '@mui/material';

/** A fact about the app on the hero's gradient. */
export function HeroChip({ label }: { label: string }) {
  return (
    <Chip
      label={label}
      sx={{ bgcolor: 'rgba(24, 16, 64, 0.3)', color: 'common.white' }}
    />
  );
}

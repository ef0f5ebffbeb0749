import {
  Chip,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

import { isSample } from './activity-display';
import { SampleEventChip } from './activity-facts';
import type { CardActivity } from './card-types';

/** Text cut to `lines` lines, with an ellipsis. */
export const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/** A typed card's name: a level-3 heading, so a page's cards list under its own. */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
      {children}
    </Typography>
  );
}

/** An event card's kind (sport, genre) and, for a sample event, its label. */
export function EventChips({
  activity,
  label,
  color,
  sx,
}: {
  activity: CardActivity;
  label: string;
  color: 'primary' | 'secondary';
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack
      direction="row"
      sx={[{ flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
      useFlexGap
    >
      <Chip size="small" color={color} label={label} />
      {isSample(activity) ? <SampleEventChip /> : null}
    </Stack>
  );
}

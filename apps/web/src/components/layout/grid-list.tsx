import { Box, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';

/** An unstyled `<ul>` laid out as a responsive card grid. */
export function GridList({
  columns,
  gap,
  children,
  'aria-label': ariaLabel,
  'aria-busy': ariaBusy,
}: {
  /** CSS `grid-template-columns` per breakpoint. */
  columns: Partial<Record<Breakpoint, string>>;
  gap: number;
  children: ReactNode;
  'aria-label'?: string;
  /** True while more items are still being added. */
  'aria-busy'?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={ariaLabel}
      aria-busy={ariaBusy}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: columns,
      }}
    >
      {children}
    </Box>
  );
}

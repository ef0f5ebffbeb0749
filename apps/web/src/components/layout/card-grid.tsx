import { Box, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';

/** One card a row on a phone, two from `sm` and three from `lg`. */
export const ONE_TWO_THREE = { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' };

/** Cards laid out in a responsive grid, `columns` per breakpoint. */
export function CardGrid({
  columns,
  gap,
  children,
}: {
  /** CSS `grid-template-columns` per breakpoint. */
  columns: Partial<Record<Breakpoint, string>>;
  gap: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}

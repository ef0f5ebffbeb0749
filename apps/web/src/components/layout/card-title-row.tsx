import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A card's title with a badge beside it; `spread` pushes the badge to the
 * far edge, otherwise it follows the title, centred on its line.
 */
export function CardTitleRow({
  title,
  component,
  fontWeight,
  spread = false,
  children,
}: {
  title: ReactNode;
  component: 'h3' | 'h4';
  fontWeight: number;
  spread?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      sx={
        spread
          ? { justifyContent: 'space-between', gap: 1 }
          : { alignItems: 'center', gap: 1 }
      }
    >
      <Typography variant="subtitle1" component={component} sx={{ fontWeight }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

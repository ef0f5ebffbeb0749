import { Card, CardActionArea, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The card family's frame: an outlined card whose body is one button that
 * opens the details, and actions after it (a button may not sit inside
 * another, so they stay outside the action area).
 */
export function CardShell({
  label,
  onOpen,
  direction = 'column',
  sx,
  children,
  after,
}: {
  /** Names the card as an article for screen readers. */
  label: string;
  onOpen: () => void;
  direction?: 'row' | 'column';
  sx?: SxProps<Theme>;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      role="article"
      aria-label={label}
      sx={[
        {
          position: 'relative',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CardActionArea
        onClick={onOpen}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: direction,
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        {children}
      </CardActionArea>
      {after}
    </Card>
  );
}

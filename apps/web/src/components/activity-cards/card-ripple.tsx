import { Box } from '@mui/material';

import { RIPPLE_MS } from './use-swipe';

/** The touch ripple; the card removes it after RIPPLE_MS. */
export function CardRipple({ x, y }: { x: number; y: number }) {
  return (
    <Box
      aria-hidden
      data-testid="card-ripple"
      sx={{
        position: 'absolute',
        left: x - 40,
        top: y - 40,
        width: 80,
        height: 80,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        opacity: 0.25,
        pointerEvents: 'none',
        animation: `card-ripple ${RIPPLE_MS}ms ease-out`,
        '@keyframes card-ripple': {
          from: { transform: 'scale(0)' },
          to: { transform: 'scale(2.5)', opacity: 0 },
        },
      }}
    />
  );
}

import type { SxProps, Theme } from '@mui/material';

/**
 * Where a page's floating button sits: bottom right on larger screens; on a
 * phone bottom left above the bottom bar, clear of the bar's speed dial,
 * which holds the bottom right corner there. Such a button says what it does
 * in words: an icon alone beside the dial's '+' looked like a second dial.
 */
export const pageFabSx: SxProps<Theme> = {
  position: 'fixed',
  bottom: { xs: 80, sm: 24 },
  left: { xs: 16, sm: 'auto' },
  right: { xs: 'auto', sm: 24 },
};

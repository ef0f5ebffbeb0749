import type { Theme } from '@mui/material/styles';

/** The purple brand gradient, read from the theme palette. */
export const brandGradient = (t: Theme) =>
  `linear-gradient(135deg, ${t.palette.primary.main} 0%, ${t.palette.secondary.main} 100%)`;

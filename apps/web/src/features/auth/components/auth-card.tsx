import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/** A centred card on the brand gradient, for the stand-alone auth pages. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: { xs: 3, sm: 6 },
        py: 8,
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
      })}
    >
      <Paper
        sx={{ width: '100%', maxWidth: 480, p: { xs: 5, sm: 8 } }}
        elevation={6}
      >
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'secondary.main', fontWeight: 800, letterSpacing: 1 }}
        >
          Weekend Planner
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.7rem', sm: '2.1rem' } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 6 }}>{children}</Box>
      </Paper>
    </Box>
  );
}

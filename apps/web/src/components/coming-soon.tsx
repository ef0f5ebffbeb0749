import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Shown by routes whose page is not built yet: never a blank screen. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Box component="main" sx={{ p: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page is coming soon.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to start
      </Button>
    </Box>
  );
}

import { Box, Typography } from '@mui/material';

import { CatalogueCredits } from '../../features/activities/components/catalogue-credits';

export function Component() {
  return (
    <Box
      component="main"
      sx={{ maxWidth: 900, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        About and Credits
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Weekend Planner helps people around Denver find things to do and turn
        them into a plan for the weekend: restaurants, concerts and games, parks
        and trails, museums, bars and more.
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Upcoming concerts and games marked &lsquo;Sample event&rsquo; are
        generated examples at real venues, shown until a live events provider is
        connected. Forecasts marked as an estimate come from Denver&rsquo;s
        climate normals.
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        Data sources
      </Typography>
      <CatalogueCredits />
    </Box>
  );
}

import { Box, Chip, Paper, Typography } from '@mui/material';

import { GridList } from '../../../components/layout/grid-list';

/** Well-known Denver-area places; no hours, prices or ratings are claimed. */
const PLACES = [
  { name: 'Red Rocks Amphitheatre', area: 'Morrison', tag: 'Music' },
  { name: 'Denver Art Museum', area: 'Golden Triangle', tag: 'Arts' },
  { name: 'Coors Field', area: 'LoDo', tag: 'Sports' },
  { name: 'Denver Botanic Gardens', area: 'Cheesman Park', tag: 'Outdoors' },
  { name: 'Union Station', area: 'LoDo', tag: 'Dining' },
  { name: 'Larimer Square', area: 'LoDo', tag: 'Nightlife' },
] as const;

export function PopularPlaces() {
  return (
    <Box component="section" aria-labelledby="popular-places-title">
      <Typography
        id="popular-places-title"
        variant="h4"
        component="h2"
        gutterBottom
      >
        Popular places
      </Typography>
      <GridList
        gap={3}
        columns={{
          xs: '1fr',
          md: 'repeat(2, 1fr)',
          lg: 'repeat(3, 1fr)',
        }}
      >
        {PLACES.map((place) => (
          <Paper
            component="li"
            key={place.name}
            variant="outlined"
            sx={{ p: 4 }}
          >
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700 }}
            >
              {place.name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
              <Typography color="text.secondary" sx={{ flex: 1 }}>
                {place.area}
              </Typography>
              <Chip
                label={place.tag}
                size="small"
                color="primary"
                variant="outlined"
              />
            </Box>
          </Paper>
        ))}
      </GridList>
    </Box>
  );
}

import { Box, Paper, Typography } from '@mui/material';

import { GridList } from '../../../components/layout/grid-list';
import { formatCount } from '../../../lib/format-count';
import { useCategoryCounts } from '../api/get-category-counts';

export function CategoryCounts() {
  const { total, categories: counts } = useCategoryCounts();
  // The spec's stand-in figures read '332+'; live counts are exact.
  const suffix = total == null ? '+' : '';
  return (
    <Box component="section" aria-labelledby="category-counts-title">
      <Typography
        id="category-counts-title"
        variant="h4"
        component="h2"
        gutterBottom
      >
        Something for every mood
      </Typography>
      <GridList
        gap={3}
        columns={{
          xs: 'repeat(2, 1fr)',
          md: 'repeat(3, 1fr)',
          lg: 'repeat(6, 1fr)',
        }}
      >
        {counts.map(({ label, count }) => (
          <Paper
            component="li"
            key={label}
            variant="outlined"
            sx={{ p: 4, textAlign: 'center' }}
          >
            <Typography
              variant="h5"
              component="p"
              sx={{ color: 'secondary.main', fontWeight: 700 }}
            >
              {formatCount(count)}
              {suffix}
            </Typography>
            <Typography color="text.secondary">{label}</Typography>
          </Paper>
        ))}
      </GridList>
    </Box>
  );
}

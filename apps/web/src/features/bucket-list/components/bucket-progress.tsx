import type { BucketItem } from '@app/shared/bucket-list';
import { LinearProgress, Paper, Stack, Typography } from '@mui/material';

import { countOf } from '../../../lib/format-count';

import { progressOf } from './bucket-filter';

export function BucketProgress({ items }: { items: BucketItem[] }) {
  const { total, completed, remaining, percent } = progressOf(items);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 4 }}
      component="section"
      aria-labelledby="bucket-progress-title"
    >
      <Typography
        id="bucket-progress-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, mb: 2 }}
      >
        Progress Overview
      </Typography>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}
      >
        <Typography>
          {completed} / {total} completed
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{percent}%</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color="success"
        aria-label="Bucket list progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {countOf(remaining, 'item')} remaining
      </Typography>
    </Paper>
  );
}

import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Rating,
  Stack,
  TextField,
  ToggleButton,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { PlanActivityCard } from '../../../components/activity-cards/plan-activity-card';
import { GridList } from '../../../components/layout/grid-list';
import { PhotoCarousel } from '../../../components/photo-carousel/photo-carousel';
import { UsageMeter } from '../../../components/usage-meter';
import { SAMPLE_PARK, SAMPLE_PHOTOS } from '../samples';

/** Shared building blocks with sample values. */
export function ComponentSamples() {
  return (
    <Stack spacing={4}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained">Primary action</Button>
        <Button variant="outlined">Secondary action</Button>
        <Button>Text action</Button>
        <Chip label="Food & Dining" />
        <Chip label="Sample event" variant="outlined" />
      </Stack>
      <TextField
        label="Search activities"
        size="small"
        sx={{ maxWidth: 360 }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={4.5} precision={0.5} readOnly />
        <Typography variant="body2">4.5 (sample)</Typography>
      </Stack>
      <GridList
        aria-label="Usage meters"
        gap={2}
        columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}
      >
        <li>
          <UsageMeter title="Plans" featureLabel="plans" used={3} limit={10} />
        </li>
        <li>
          <UsageMeter
            title="Favorites"
            featureLabel="favorites"
            used={45}
            limit={50}
          />
        </li>
        <li>
          <UsageMeter
            title="Bucket List"
            featureLabel="bucket list"
            used={25}
            limit={25}
          />
        </li>
      </GridList>
      <PhotoCarousel photos={SAMPLE_PHOTOS} alt="Sample photo" height={200} />
      <Alert severity="info">
        Estimates say so: weather and prices that are not known are labelled.
      </Alert>
    </Stack>
  );
}

/** Selected, disabled, busy and focus states of the controls people use most. */
export function InteractiveStates() {
  const [selected, setSelected] = useState(true);
  const [pressed, setPressed] = useState(false);
  return (
    <Stack spacing={4}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <Button variant="contained">Enabled</Button>
        <Button variant="contained" disabled>
          Disabled
        </Button>
        <Button
          variant="contained"
          disabled
          startIcon={<CircularProgress size={16} color="inherit" aria-hidden />}
        >
          Creating Your Plan...
        </Button>
        <ToggleButton
          value="toggle"
          selected={pressed}
          onChange={() => setPressed((p) => !p)}
        >
          {pressed ? 'Selected' : 'Not selected'}
        </ToggleButton>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Press Tab to move through these controls: each shows a focus outline.
      </Typography>
      <GridList
        aria-label="Card selection states"
        gap={3}
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }}
      >
        <li>
          <PlanActivityCard
            activity={SAMPLE_PARK}
            isSelected={selected}
            onToggleSelected={() => setSelected((s) => !s)}
          />
        </li>
        <li>
          <PlanActivityCard
            activity={{ ...SAMPLE_PARK, id: -6, name: 'Sample Trail' }}
            isSelected={!selected}
            onToggleSelected={() => setSelected((s) => !s)}
          />
        </li>
      </GridList>
    </Stack>
  );
}

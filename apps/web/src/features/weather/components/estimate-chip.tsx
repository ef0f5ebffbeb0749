import { Chip } from '@mui/material';

import { LazyTooltip } from '../../../components/lazy-tooltip';

/** Marks numbers that come from climate normals rather than a forecast. */
export function EstimateChip() {
  return (
    <LazyTooltip title="Typical weather from Denver's climate normals: no live forecast could be reached">
      <Chip
        label="Estimate"
        size="small"
        variant="outlined"
        color="warning"
        tabIndex={0}
      />
    </LazyTooltip>
  );
}

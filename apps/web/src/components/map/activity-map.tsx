import { categoryLabel } from '@app/shared/interests';
import { Chip, Stack, Typography } from '@mui/material';
import type { LatLngBoundsExpression } from 'leaflet';
import { useMemo, type ReactNode } from 'react';

import { countOf } from '../../lib/format-count';
import type { CardActivity } from '../activity-cards/card-types';
import { categoryColor } from '../category-colors';

import { ClusterLayer } from './cluster-layer';
import { MapFrame } from './map-frame';

export type ActivityMapProps = {
  activities: readonly CardActivity[];
  renderCard: (activity: CardActivity) => ReactNode;
};

/** Activities as category-coloured markers; a marker's popup holds its card. */
export function ActivityMap({ activities, renderCard }: ActivityMapProps) {
  const bounds = useMemo<LatLngBoundsExpression | null>(
    () =>
      activities.length
        ? activities.map((a) => [a.latitude, a.longitude] as [number, number])
        : null,
    [activities],
  );
  const categories = [...new Set(activities.map((a) => a.category))];
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {countOf(activities.length, 'activity', 'activities')} on the map.
        Choose a marker to see its card; the list view shows the same activities
        for keyboard and screen-reader use.
      </Typography>
      <MapFrame bounds={bounds} label="Activities map">
        <ClusterLayer activities={activities} renderCard={renderCard} />
      </MapFrame>
      <Stack
        component="ul"
        aria-label="Map legend"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {categories.map((category) => (
          <li key={category}>
            <Chip
              size="small"
              variant="outlined"
              label={categoryLabel(category)}
              icon={
                <span
                  aria-hidden
                  style={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    background: categoryColor(category),
                  }}
                />
              }
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

import { Suspense, type ComponentProps } from 'react';

import { preloadable } from '../../lib/preloadable';
import { PageLoader } from '../page-loader';

// Leaflet and its CSS load only when a map is first shown.
const ActivityMapChunk = preloadable(() =>
  import('./activity-map').then((m) => ({ default: m.ActivityMap })),
);
const DayRouteMapChunk = preloadable(() =>
  import('./day-route-map').then((m) => ({ default: m.DayRouteMap })),
);

export function LazyActivityMap(
  props: ComponentProps<typeof ActivityMapChunk>,
) {
  return (
    <Suspense fallback={<PageLoader />}>
      <ActivityMapChunk {...props} />
    </Suspense>
  );
}

export function LazyDayRouteMap(
  props: ComponentProps<typeof DayRouteMapChunk>,
) {
  return (
    <Suspense fallback={<PageLoader />}>
      <DayRouteMapChunk {...props} />
    </Suspense>
  );
}

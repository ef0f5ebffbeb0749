import type { ScheduledActivity } from '@app/shared/finalized-plans';
import { legMiles, stopsInOrder } from '@app/shared/route-legs';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Marker, Polyline, Popup, Tooltip } from 'react-leaflet';

import { MapFrame } from './map-frame';
import { stopIcon, stopLabel } from './marker-icons';

const miles = (n: number) => `${n.toFixed(1)} mi`;

type DayRouteMapProps = {
  items: readonly ScheduledActivity[];
  day: string;
  /** The day as people read it. */
  label: string;
};

/** One day of a finalized plan: numbered stops in order, joined by a line with each leg's distance. */
export function DayRouteMap({ items, day, label }: DayRouteMapProps) {
  const stops = useMemo(() => stopsInOrder(items, day), [items, day]);
  const points = stops.map(
    (s) => [s.activity.latitude, s.activity.longitude] as [number, number],
  );
  const legs = legMiles(stops.map((s) => s.activity));
  return (
    <Box>
      <MapFrame
        bounds={points.length ? points : null}
        label={`Route for ${label}`}
        height={320}
      >
        <Polyline
          positions={points}
          pathOptions={{ color: '#3f3d99', weight: 4 }}
        />
        {legs.map((leg, i) => {
          const [a, b] = [points[i]!, points[i + 1]!];
          return (
            <Marker
              key={`leg-${stops[i]!.id}`}
              position={[(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]}
              opacity={0}
              interactive={false}
              keyboard={false}
            >
              <Tooltip
                permanent
                direction="center"
                className="wp-leg-label"
                opacity={1}
              >
                {miles(leg)}
              </Tooltip>
            </Marker>
          );
        })}
        {stops.map((stop, i) => (
          <Marker
            key={stop.id}
            position={points[i]!}
            icon={stopIcon(i + 1, stop.activity.category, stop.activity.name)}
            title={stopLabel(i + 1, stop.activity.name)}
          >
            <Popup>{`${i + 1}. ${stop.activity.name}`}</Popup>
          </Marker>
        ))}
      </MapFrame>
      <Box
        component="ol"
        aria-label={`Stops on ${label}`}
        sx={{ pl: 3, mb: 0 }}
      >
        {stops.map((stop, i) => (
          <li key={stop.id}>
            <Typography variant="body2">
              {stop.activity.name}
              {legs[i] !== undefined ? (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                >
                  {` — then ${miles(legs[i])} to the next stop`}
                </Typography>
              ) : null}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

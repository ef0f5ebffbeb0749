import type {
  Enrichment,
  IntelligenceLocation,
} from '@app/shared/weekend-insights';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';

import { countOf } from '../../../lib/format-count';
import { useRealTime } from '../api/get-real-time';

import { CardList, CardTitle, EmptyState, QueryState } from './tab-states';

const FRESHNESS = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export const NO_LIVE_FACTS =
  'No opening hours, reviews or planned visits are known yet for the places within 2 miles.';

function openLabel(open: boolean | null) {
  if (open === null) return 'Hours not known';
  return open ? 'Open now' : 'Closed now';
}

function PlaceNow({ place }: { place: Enrichment }) {
  const { real_data: data, wait_times: waits } = place;
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <CardTitle id={place.activity_id} name={place.name} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
          <Chip
            size="small"
            color={data.is_open_now ? 'success' : 'default'}
            label={openLabel(data.is_open_now)}
          />
          <Chip
            size="small"
            variant="outlined"
            label={
              data.rating === null
                ? 'No reviews yet'
                : `${data.rating.toFixed(1)} from ${countOf(data.total_reviews, 'review')}`
            }
          />
          <Chip
            size="small"
            variant="outlined"
            label={`${place.distance_miles} mi`}
          />
        </Stack>
        <Typography variant="body2">
          {waits
            ? `Usually ${waits.current_wait} at this hour${waits.best_times.length ? `; quieter at ${waits.best_times.join(', ')}` : ''} (estimate from ${waits.planned_visits} planned visits)`
            : 'Not enough planned visits yet to estimate busy times.'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Facts updated {FRESHNESS.format(new Date(data.data_freshness))}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Whether we hold any live fact about the place beyond its distance. */
const hasLiveFacts = ({ real_data: data, wait_times: waits }: Enrichment) =>
  data.is_open_now !== null || data.rating !== null || waits !== null;

/**
 * Open now, our ratings, the weather and busy-time estimates nearby. The
 * server lists the places we know most about first; when even those have
 * no hours, reviews or planned visits, the tab says so rather than leave
 * six cards of unknowns to speak for themselves.
 */
export function RealTimeTab({ location }: { location: IntelligenceLocation }) {
  const query = useRealTime({ location });
  if (!query.isSuccess) {
    return <QueryState query={query} loadingLabel="Loading real-time data" />;
  }
  const { enrichments, current_weather: weather } = query.data;
  return (
    <Stack spacing={1.5}>
      {weather && (
        <Typography>
          Now: {weather.temperature}°F, {weather.description}
          {weather.is_estimate ? ' (estimate)' : ''}
        </Typography>
      )}
      {enrichments.length === 0 ? (
        <EmptyState>No places within 2 miles.</EmptyState>
      ) : (
        <>
          {!enrichments.some(hasLiveFacts) && (
            <EmptyState>{NO_LIVE_FACTS}</EmptyState>
          )}
          <CardList>
            {enrichments.map((place) => (
              <PlaceNow key={place.activity_id} place={place} />
            ))}
          </CardList>
        </>
      )}
    </Stack>
  );
}

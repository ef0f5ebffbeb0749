import type { IntelligenceLocation } from '@app/shared/weekend-insights';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { countOf } from '../../../lib/format-count';
import { shortDay } from '../../../lib/short-day';
import { useWeekendIntel } from '../api/get-weekend-intel';

import { EmptyState, QueryState } from './tab-states';

const dateList = new Intl.ListFormat('en-US', { type: 'conjunction' });

/**
 * 'Sat, Nov 28 and Sun, Nov 29'. No-break spaces keep each date whole, so a
 * narrow screen wraps between dates rather than inside one.
 */
function datesText(dates: readonly string[]): string {
  return dateList.format(
    dates.map((day) => shortDay(day).replaceAll(' ', '\u00a0')),
  );
}

function Section({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: { key: string; head: string; body: ReactNode }[];
}) {
  return (
    <section>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
          {items.map((item) => (
            <li key={item.key}>
              <Typography sx={{ fontWeight: 600 }}>{item.head}</Typography>
              <Typography variant="body2" color="text.secondary">
                {item.body}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

/** Special events and their impact, weather windows and tips for the weekend. */
export function WeekendIntelTab({
  location,
}: {
  location: IntelligenceLocation;
}) {
  const query = useWeekendIntel({ location });
  if (!query.isSuccess) {
    return <QueryState query={query} loadingLabel="Loading weekend intel" />;
  }
  const intel = query.data;
  return (
    <Stack spacing={3}>
      <Typography>
        {countOf(intel.total_events_analyzed, 'event')} analyzed for{' '}
        {datesText(intel.dates)}
      </Typography>
      <Section
        title="Special events"
        empty="No games or downtown events on these dates."
        items={intel.special_events.map((e) => ({
          key: String(e.activity_id),
          head: e.event,
          body: e.impact,
        }))}
      />
      <Section
        title="Weather windows"
        empty="No forecast for these dates yet."
        items={intel.weather_opportunities.map((w) => ({
          key: w.date,
          head: w.window,
          body: w.recommendation,
        }))}
      />
      <Section
        title="Insider tips"
        empty="Not enough reviews or plans nearby for tips yet."
        items={intel.insider_tips.map((t) => ({
          key: t.tip,
          head: t.tip,
          body: t.reason,
        }))}
      />
      <Typography variant="caption" color="text.secondary">
        Sources: {intel.data_sources.join('; ')}
      </Typography>
    </Stack>
  );
}

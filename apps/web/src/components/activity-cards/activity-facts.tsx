import type { Activity } from '@app/shared/activity';
import { openStatusAt } from '@app/shared/open-now';
import PlaceIcon from '@mui/icons-material/Place';
import {
  Box,
  Chip,
  Rating,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

import { visuallyHidden } from '../../lib/visually-hidden';
import { categoryColor, categoryTextColor } from '../category-colors';

import {
  categoryName,
  eventDateText,
  eventSourceText,
  eventTimeText,
  hoursByDay,
  priceSymbols,
  priceText,
  type HoursRow,
} from './activity-display';

export function CategoryChip({ category }: { category: string }) {
  return (
    <Chip
      size="small"
      label={categoryName(category)}
      sx={{
        bgcolor: categoryColor(category),
        color: categoryTextColor(category),
        fontWeight: 600,
      }}
    />
  );
}

export function SampleEventChip() {
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label="Sample event"
    />
  );
}

/** "Source: MLB · updated 2 h ago" under a live event; nothing for others. */
export function EventSourceLine({
  activity,
}: {
  activity: Pick<Activity, 'event_details' | 'source'>;
}) {
  const text = eventSourceText(activity);
  return text ? (
    <Typography variant="caption" color="text.secondary">
      {text}
    </Typography>
  ) : null;
}

export function RatingLine({
  rating,
  reviewCount,
}: {
  rating: number;
  reviewCount: number;
}) {
  if (reviewCount === 0 && rating === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No ratings yet
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating
        value={rating}
        precision={0.5}
        readOnly
        size="small"
        aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      />
      <Typography variant="body2" color="text.secondary">
        {rating.toFixed(1)} ({reviewCount})
      </Typography>
    </Stack>
  );
}

/**
 * The price as symbols when the level is known; screen readers hear it in
 * words instead (a paragraph's own aria-label is not read).
 */
export function PriceLine({
  activity,
}: {
  activity: Pick<Activity, 'price_range' | 'price_level' | 'category'>;
}) {
  const text = priceText(activity);
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      <span aria-hidden="true">
        {priceSymbols(activity.price_level) || text}
      </span>
      <Box component="span" sx={visuallyHidden}>
        Price {text}
      </Box>
    </Typography>
  );
}

/** 'Open until 10:00 PM' or 'Closed now · opens 5:00 PM'; nothing without listed hours. */
export function OpenStatusLine({
  hours,
}: {
  hours: Activity['business_hours'] | undefined;
}) {
  const status = openStatusAt(hours, new Date());
  if (!status) return null;
  return (
    <Typography
      variant="body2"
      sx={{ fontWeight: 600 }}
      color={status.open ? 'success.main' : 'text.secondary'}
    >
      {status.label}
    </Typography>
  );
}

export function PlaceLine({
  children,
  textSx,
}: {
  children: ReactNode;
  textSx?: SxProps<Theme>;
}) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: 'text.secondary' }}
    >
      <PlaceIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={textSx}>
        {children}
      </Typography>
    </Stack>
  );
}

export function HoursList({
  hours,
}: {
  hours: Parameters<typeof hoursByDay>[0];
}) {
  const rows: HoursRow[] | null = hoursByDay(hours);
  if (!rows) {
    return (
      <Typography variant="body2" color="text.secondary">
        Hours not available
      </Typography>
    );
  }
  return (
    <Box>
      <Box sx={{ mb: 0.5 }}>
        <OpenStatusLine hours={hours} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 4,
        }}
      >
        {rows.map((row) => (
          <Box key={row.day} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {row.day}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {row.hours}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** An event's date, and its time when known. */
export function EventWhenLines({ startTime }: { startTime: string | null }) {
  const time = eventTimeText(startTime);
  return (
    <>
      <Typography variant="body2">Date: {eventDateText(startTime)}</Typography>
      {time ? <Typography variant="body2">Time: {time}</Typography> : null}
    </>
  );
}

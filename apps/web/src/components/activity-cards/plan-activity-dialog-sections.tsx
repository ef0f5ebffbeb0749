import { Box, Divider, Rating, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import {
  categoryName,
  displayLocation,
  eventDateText,
  eventDetail,
  eventTimeText,
  priceSymbols,
  priceText,
  truncate,
  venueName,
} from './activity-display';
import { HoursList } from './activity-facts';
import type { CardActivity, CardReview } from './card-types';

export function Section({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 2 }}>
      <Typography
        variant="subtitle1"
        component="h3"

        gutterBottom
        sx={{ fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 3 }} />
    </Box>
  );
}

function Fact({
  label,
  value,
}: {
  label: string;
  value: string | null | undefined;
}) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value}
    </Typography>
  );
}

const OUTDOOR_FACTS: [string, string][] = [
  ['trail_length', 'Trail length'],
  ['difficulty_level', 'Difficulty'],
  ['elevation_gain', 'Elevation gain'],
  ['best_time_to_visit', 'Best time to visit'],
  ['admission_fee', 'Admission'],
  ['parking_info', 'Parking'],
  ['pet_policy', 'Pets'],
];

const GOLF_FACTS: [string, string][] = [
  ['course_type', 'Course type'],
  ['holes', 'Holes'],
  ['par', 'Par'],
  ['yardage', 'Yardage'],
  ['green_fees', 'Green fees'],
];

function factValue(activity: CardActivity, key: string): string | null {
  const value = activity.event_details?.[key];
  if (typeof value === 'number') return String(value);
  return eventDetail(activity, key);
}

export function isGolf(activity: CardActivity): boolean {
  return /golf/i.test(
    `${activity.subcategory ?? ''} ${activity.types.join(' ')}`,
  );
}

function FactsSection({
  title,
  table,
  missing,
  activity,
}: {
  title: string;
  table: [string, string][];
  missing: string;
  activity: CardActivity;
}) {
  const facts = table
    .map(([key, label]) => [label, factValue(activity, key)] as const)
    .filter(([, value]) => value);
  return (
    <Section title={title}>
      {facts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {missing}
        </Typography>
      ) : (
        facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))
      )}
    </Section>
  );
}

export function TrailInfoSection({ activity }: { activity: CardActivity }) {
  return (
    <FactsSection
      title="Trail Info"
      table={OUTDOOR_FACTS}
      missing="Trail details are not available for this place yet."
      activity={activity}
    />
  );
}

export function GolfInfoSection({ activity }: { activity: CardActivity }) {
  return (
    <FactsSection
      title="Golf Info"
      table={GOLF_FACTS}
      missing="Contact the course for tee times and green fees."
      activity={activity}
    />
  );
}

export function BasicInfoSection({ activity }: { activity: CardActivity }) {
  return (
    <Section title="Basic Info">
      <Fact label="Category" value={categoryName(activity.category)} />
      <Fact label="Type" value={activity.subcategory} />
      <Fact label="Location" value={displayLocation(activity)} />
      <Fact label="Phone" value={activity.phone_number} />
      {activity.description ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {activity.description}
        </Typography>
      ) : null}
    </Section>
  );
}

export function HoursSection({ activity }: { activity: CardActivity }) {
  return (
    <Section title="Business Hours">
      <HoursList hours={activity.business_hours} />
    </Section>
  );
}

export function PricingSection({ activity }: { activity: CardActivity }) {
  const symbols = priceSymbols(activity.price_level);
  return (
    <Section title="Pricing">
      <Typography variant="body2">
        {priceText(activity)}
        {symbols ? ` (${symbols})` : ''}
      </Typography>
    </Section>
  );
}

export function ReviewsSection({
  reviews,
  shown,
  maxChars,
}: {
  reviews: CardReview[] | undefined;
  shown: number;
  maxChars: number;
}) {
  return (
    <Section title="Reviews">
      {!reviews || reviews.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No reviews yet
        </Typography>
      ) : (
        <Stack spacing={2}>
          {reviews.slice(0, shown).map((review, index) => (
            <Box key={review.id ?? index}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {review.author_name}
                </Typography>
                <Rating
                  value={review.rating}
                  readOnly
                  size="small"
                  aria-label={`${review.rating} stars`}
                />
                {review.relative_time_description ? (
                  <Typography variant="caption" color="text.secondary">
                    {review.relative_time_description}
                  </Typography>
                ) : null}
              </Stack>
              <Typography variant="body2">
                {truncate(review.text, maxChars)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function EventDetailsSection({ activity }: { activity: CardActivity }) {
  const performers = activity.event_details?.performers;
  return (
    <Section title="Event Details">
      <Fact label="Date" value={eventDateText(activity.start_time)} />
      <Fact label="Time" value={eventTimeText(activity.start_time)} />
      <Fact label="Venue" value={venueName(activity)} />
      <Fact label="Genre" value={eventDetail(activity, 'genre')} />
      <Fact
        label="Performers"
        value={Array.isArray(performers) ? performers.join(', ') : null}
      />
      <Fact
        label="Age restriction"
        value={eventDetail(activity, 'age_restriction')}
      />
    </Section>
  );
}

import type { Activity } from '@app/shared/activity';
import DirectionsIcon from '@mui/icons-material/Directions';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';

import { ExternalLinkButton } from '../../../components/activity-cards/activity-dialog';
import {
  directionsUrl,
  displayLocation,
  hoursByDay,
  isSample,
  priceSymbols,
  priceText,
  telUrl,
} from '../../../components/activity-cards/activity-display';
import {
  CategoryChip,
  HoursList,
  EventSourceLine,
  RatingLine,
  SampleEventChip,
} from '../../../components/activity-cards/activity-facts';
import { ActivityImage } from '../../../components/activity-cards/activity-image';
import { isEvent } from '../../../components/activity-cards/event-display';

import {
  EventDetailsCard,
  InfoCard,
  VenueDetailsCard,
} from './activity-detail-cards';
import { PlaceProvenance } from './place-provenance';

/** Places whose page points to their events: arenas, stadiums, concert venues. */
const VENUE_CATEGORIES = new Set(['concerts', 'professional_sports']);

/** Chips, source, name, rating and description of an activity. */
function ActivityHeading({ activity }: { activity: Activity }) {
  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}
        useFlexGap
      >
        <CategoryChip category={activity.category} />
        {activity.subcategory ? (
          <Chip size="small" variant="outlined" label={activity.subcategory} />
        ) : null}
        <Chip
          size="small"
          variant="outlined"
          label={`${priceText(activity)}${priceSymbols(activity.price_level) ? ` · ${priceSymbols(activity.price_level)}` : ''}`}
        />
        {isSample(activity) ? <SampleEventChip /> : null}
      </Stack>
      <EventSourceLine activity={activity} />
      <Typography
        variant="h4"
        component="h1"
        // A place's long name takes two lines on a phone, not four.
        sx={{
          wordBreak: 'break-word',
          fontSize: { xs: '1.6rem', sm: '2.125rem' },
        }}
      >
        {activity.name}
      </Typography>
      <RatingLine
        rating={activity.rating}
        reviewCount={activity.review_count}
      />
      {activity.description ? (
        <Typography sx={{ mt: 2 }}>{activity.description}</Typography>
      ) : null}
    </Box>
  );
}

/**
 * The address, a quiet line when a place lists no hours, and the ways to
 * get there or get in touch.
 */
function ContactCard({
  activity,
  showHoursNote,
}: {
  activity: Activity;
  showHoursNote: boolean;
}) {
  const address = activity.address ?? displayLocation(activity);
  return (
    <InfoCard title="Location and contact">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {address}
      </Typography>
      {showHoursNote ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: -1, mb: 2 }}
        >
          Hours not available
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
        <ExternalLinkButton
          variant="contained"
          startIcon={<DirectionsIcon />}
          href={directionsUrl(activity)}
        >
          Directions
        </ExternalLinkButton>
        {activity.phone_number ? (
          <Button
            variant="outlined"
            startIcon={<PhoneIcon />}
            href={telUrl(activity.phone_number)}
          >
            {activity.phone_number}
          </Button>
        ) : null}
        {activity.website_url ? (
          <ExternalLinkButton
            variant="outlined"
            startIcon={<LanguageIcon />}
            href={activity.website_url}
          >
            Website
          </ExternalLinkButton>
        ) : null}
        {activity.menu_url ? (
          <ExternalLinkButton variant="outlined" href={activity.menu_url}>
            View Menu
          </ExternalLinkButton>
        ) : null}
      </Stack>
    </InfoCard>
  );
}

export function ActivityDetailView({ activity }: { activity: Activity }) {
  // A dated event gets its date card; a venue (Ball Arena, Red Rocks) is a
  // place with hours, not an event whose date is to be announced.
  const showEvent = isEvent(activity);
  const showVenue = !showEvent && VENUE_CATEGORIES.has(activity.category);
  // Almost no place lists its hours yet: a whole card saying so on every
  // page is noise. A place says it in one quiet line; an event, not at all.
  const hasHours = hoursByDay(activity.business_hours) !== null;
  return (
    <Stack spacing={4}>
      <Box>
        <Box sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <ActivityImage
            url={activity.photo_url}
            credit={activity.photo_credit}
            category={activity.category}
            subcategory={activity.subcategory}
            alt={activity.name}
            height={280}
          />
        </Box>
      </Box>
      <ActivityHeading activity={activity} />
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <ContactCard
          activity={activity}
          showHoursNote={!hasHours && !showEvent}
        />
        {hasHours ? (
          <InfoCard title="Hours">
            <HoursList hours={activity.business_hours} />
          </InfoCard>
        ) : null}
        <InfoCard title="About this information">
          <PlaceProvenance activity={activity} />
        </InfoCard>
        {showEvent ? <EventDetailsCard activity={activity} /> : null}
        {showVenue ? <VenueDetailsCard activity={activity} /> : null}
      </Box>
      {activity.attribution ? (
        <Typography variant="caption" color="text.secondary">
          Source: {activity.attribution}
        </Typography>
      ) : null}
    </Stack>
  );
}

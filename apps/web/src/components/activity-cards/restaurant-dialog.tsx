import { formatTime12h } from '@app/shared/event-rules';
import { restaurantPrice } from '@app/shared/pricing';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';

import { PhotoCarousel } from '../photo-carousel/photo-carousel';

import { ActivityDialog } from './activity-dialog';
import {
  directionsUrl,
  displayLocation,
  distanceText,
  hoursByDay,
  telUrl,
} from './activity-display';
import { RatingLine } from './activity-facts';
import { bookingSlots } from './booking-slots';
import { PlanToggleButton } from './card-footer-actions';
import type { CardActivity } from './card-types';
import { ExternalLinkButton } from './external-link-button';
import {
  HoursSection,
  ReviewsSection,
  Section,
} from './plan-activity-dialog-sections';
import type { RestaurantCardProps } from './restaurant-card';

const RESTAURANT_REVIEWS_SHOWN = 3;
const RESTAURANT_REVIEW_CHARS = 120;

type RestaurantDialogProps = RestaurantCardProps & {
  open: boolean;
  onClose: () => void;
};

export function RestaurantDialog({
  restaurant,
  photos,
  reviews,
  recommendationScore,
  distanceMiles,
  reasons,
  open,
  onClose,
  isSelected,
  onToggleSelected,
  onAddToPlan,
}: RestaurantDialogProps) {
  const carouselPhotos =
    photos ??
    (restaurant.photo_url
      ? [{ url: restaurant.photo_url, display_order: 0 }]
      : []);
  return (
    <ActivityDialog
      titleId={`restaurant-${restaurant.id}-title`}
      title={restaurant.name}
      open={open}
      onClose={onClose}
      directionsTo={directionsUrl(restaurant)}
      actions={
        <>
          {restaurant.menu_url ? (
            <ExternalLinkButton href={restaurant.menu_url}>
              View Menu
            </ExternalLinkButton>
          ) : null}
          {restaurant.phone_number ? (
            <Button href={telUrl(restaurant.phone_number)}>Call</Button>
          ) : null}
        </>
      }
      trailing={
        <PlanToggleButton
          activity={restaurant}
          isSelected={isSelected}
          onToggleSelected={onToggleSelected}
          onAddToPlan={onAddToPlan}
        />
      }
    >
      <PhotoCarousel photos={carouselPhotos} alt={restaurant.name} />
      <RestaurantFacts
        restaurant={restaurant}
        recommendationScore={recommendationScore}
        distanceMiles={distanceMiles}
      />
      {reasons && reasons.length ? <ReasonsSection reasons={reasons} /> : null}
      <HoursSection activity={restaurant} />
      <BookTableSection restaurant={restaurant} />
      <ReviewsSection
        reviews={reviews}
        shown={RESTAURANT_REVIEWS_SHOWN}
        maxChars={RESTAURANT_REVIEW_CHARS}
      />
    </ActivityDialog>
  );
}

/** Rating, price, match score, where it is and what it is. */
function RestaurantFacts({
  restaurant,
  recommendationScore,
  distanceMiles,
}: Pick<
  RestaurantCardProps,
  'restaurant' | 'recommendationScore' | 'distanceMiles'
>) {
  const price = restaurantPrice(restaurant);
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        useFlexGap
      >
        <RatingLine
          rating={restaurant.rating}
          reviewCount={restaurant.review_count}
        />
        <Chip
          size="small"
          label={
            price.label.includes(price.text)
              ? price.label
              : `${price.text} · ${price.label}`
          }
        />
        {recommendationScore != null ? (
          <Chip
            size="small"
            color="primary"
            label={`Recommendation score ${Math.round(recommendationScore * 100)}%`}
          />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {displayLocation(restaurant)}
        {distanceText(distanceMiles) ? ` · ${distanceText(distanceMiles)}` : ''}
      </Typography>
      {restaurant.description ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {restaurant.description}
        </Typography>
      ) : null}
    </>
  );
}

function ReasonsSection({ reasons }: { reasons: string[] }) {
  return (
    <Section title="Why we recommend it">
      <Box component="ul" sx={{ m: 0, pl: 5 }}>
        {reasons.map((reason) => (
          <li key={reason}>
            <Typography variant="body2">{reason}</Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}

/** Suggested times to book, from today's opening hours where listed. */
function BookTableSection({ restaurant }: { restaurant: CardActivity }) {
  const slots = bookingSlots(restaurant.business_hours);
  const hasHours = hoursByDay(restaurant.business_hours) !== null;
  return (
    <Section title="Book a Table">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hasHours
          ? "Times within today's opening hours."
          : 'Opening hours are not listed: usual lunch and dinner times.'}{' '}
        Availability is not confirmed; call or use the restaurant's website to
        book.
      </Typography>
      <Stack
        component="ul"
        aria-label="Suggested times"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        useFlexGap
      >
        {slots.map((slot) => (
          <li key={slot}>
            <Chip label={formatTime12h(slot) ?? slot} variant="outlined" />
          </li>
        ))}
      </Stack>
    </Section>
  );
}

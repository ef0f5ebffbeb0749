import { restaurantPrice } from '@app/shared/pricing';
import { Box, CardContent, Chip, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';

import { preloadable } from '../../lib/preloadable';
import { visuallyHidden } from '../../lib/visually-hidden';
import { LazyDialog } from '../lazy-dialog';
import type { CarouselPhoto } from '../photo-carousel/photo-carousel';

import { displayLocation, distanceText } from './activity-display';
import { PlaceLine, RatingLine } from './activity-facts';
import { ActivityImage } from './activity-image';
import { CardCornerActions } from './card-corner-actions';
import {
  CardFooter,
  PlanToggleButton,
  ViewDetailsButton,
  type CardSelection,
} from './card-footer-actions';
import { CardTitle } from './card-parts';
import { CardShell } from './card-shell';
import type { CardActivity, CardReview } from './card-types';
import type { SaveActions } from './save-icon-buttons';

// Loaded when a card is opened, not with every card on the page.
const RestaurantDialog = preloadable(() =>
  import('./restaurant-dialog').then((m) => ({
    default: m.RestaurantDialog,
  })),
);

type RestaurantExtras = {
  photos?: CarouselPhoto[];
  reviews?: CardReview[];
  /** 0-1 */
  recommendationScore?: number | null;
  distanceMiles?: number | null;
  reasons?: string[];
};

export type RestaurantCardProps = RestaurantExtras &
  SaveActions &
  CardSelection & {
    restaurant: CardActivity;
    onViewDetails?: (restaurant: CardActivity) => void;
    /** Page-specific facts under the card's own (e.g. why an AI result matches). */
    children?: ReactNode;
  };

export function RestaurantCard(props: RestaurantCardProps) {
  const { restaurant, distanceMiles } = props;
  const [open, setOpen] = useState(false);
  const cover = props.photos?.[0]?.url ?? restaurant.photo_url;
  return (
    <CardShell
      label={restaurant.name}
      onOpen={() => setOpen(true)}
      after={
        <>
          {props.children}
          <RestaurantFooter {...props} />
          <CardCornerActions
            activity={restaurant}
            isFavorite={props.isFavorite}
            onToggleFavorite={props.onToggleFavorite}
            isInBucketList={props.isInBucketList}
            onToggleBucketList={props.onToggleBucketList}
          />
          {open ? (
            <LazyDialog>
              <RestaurantDialog
                {...props}
                open
                onClose={() => setOpen(false)}
              />
            </LazyDialog>
          ) : null}
        </>
      }
    >
      <ActivityImage
        url={cover}
        credit={cover === restaurant.photo_url ? restaurant.photo_credit : null}
        inCard
        category={restaurant.category}
        subcategory={restaurant.subcategory}
        alt=""
        height={160}
      />
      <CardContent>
        <CardTitle>{restaurant.name}</CardTitle>
        <RatingLine
          rating={restaurant.rating}
          reviewCount={restaurant.review_count}
        />
        <RestaurantChips
          restaurant={restaurant}
          recommendationScore={props.recommendationScore}
        />
        <PlaceLine>
          {displayLocation(restaurant)}
          {distanceText(distanceMiles)
            ? ` · ${distanceText(distanceMiles)}`
            : ''}
        </PlaceLine>
      </CardContent>
    </CardShell>
  );
}

/** Price (its words for a screen reader), cuisine and an AI match score. */
function RestaurantChips({
  restaurant,
  recommendationScore,
}: {
  restaurant: CardActivity;
  recommendationScore?: number | null;
}) {
  const price = restaurantPrice(restaurant);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}
      useFlexGap
    >
      <Chip
        size="small"
        title={price.label}
        label={
          <>
            <span aria-hidden="true">{price.text}</span>
            <Box component="span" sx={visuallyHidden}>
              Price: {price.label}
            </Box>
          </>
        }
      />
      {restaurant.subcategory ? (
        <Chip size="small" variant="outlined" label={restaurant.subcategory} />
      ) : null}
      {recommendationScore != null ? (
        <Chip
          size="small"
          color="primary"
          label={`${Math.round(recommendationScore * 100)}% match`}
        />
      ) : null}
    </Stack>
  );
}

/** Shown only where the page gives the card something to do. */
function RestaurantFooter({
  restaurant,
  onViewDetails,
  ...selection
}: CardSelection & {
  restaurant: CardActivity;
  onViewDetails?: (restaurant: CardActivity) => void;
}) {
  if (!onViewDetails && !selection.onToggleSelected && !selection.onAddToPlan)
    return null;
  return (
    <CardFooter>
      <ViewDetailsButton activity={restaurant} onViewDetails={onViewDetails} />
      <PlanToggleButton
        activity={restaurant}
        isSelected={selection.isSelected}
        onToggleSelected={selection.onToggleSelected}
        onAddToPlan={selection.onAddToPlan}
      />
    </CardFooter>
  );
}

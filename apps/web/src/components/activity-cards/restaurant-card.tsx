import { restaurantTierForLevel } from '@app/shared/pricing';
import PlaceIcon from '@mui/icons-material/Place';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import type { CarouselPhoto } from '../photo-carousel/photo-carousel';

import { displayLocation, distanceText } from './activity-display';
import { RatingLine } from './activity-facts';
import { ActivityImage } from './activity-image';
import {
  BucketPriorityButton,
  type BucketPriority,
} from './bucket-priority-button';
import type { CardActivity, CardReview } from './card-types';
import { RestaurantDialog } from './restaurant-dialog';

export type RestaurantExtras = {
  photos?: CarouselPhoto[];
  reviews?: CardReview[];
  /** 0-1 */
  recommendationScore?: number | null;
  distanceMiles?: number | null;
  reasons?: string[];
};

export type RestaurantCardProps = RestaurantExtras & {
  restaurant: CardActivity;
  isInBucketList: boolean;
  onAddToBucketList: (
    restaurant: CardActivity,
    priority: BucketPriority,
  ) => void;
  onRemoveFromBucketList: (restaurant: CardActivity) => void;
  onBookSlot?: (restaurant: CardActivity, time: string) => void;
};

export function RestaurantCard(props: RestaurantCardProps) {
  const { restaurant, isInBucketList, distanceMiles, recommendationScore } =
    props;
  const [open, setOpen] = useState(false);
  const tier = restaurantTierForLevel(restaurant.price_level);
  const cover = props.photos?.[0]?.url ?? restaurant.photo_url;
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%' }}>
      <CardActionArea
        onClick={() => setOpen(true)}
        aria-label={`View details for ${restaurant.name}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <ActivityImage
          url={cover}
          category={restaurant.category}
          alt={restaurant.name}
          height={160}
        />
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            {restaurant.name}
          </Typography>
          <RatingLine
            rating={restaurant.rating}
            reviewCount={restaurant.review_count}
          />
          <Stack
            direction="row"
            spacing={1}
            sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}
            useFlexGap
          >
            {tier ? (
              <Chip size="small" label={tier.symbols} title={tier.label} />
            ) : null}
            {restaurant.subcategory ? (
              <Chip
                size="small"
                variant="outlined"
                label={restaurant.subcategory}
              />
            ) : null}
            {recommendationScore != null ? (
              <Chip
                size="small"
                color="primary"
                label={`${Math.round(recommendationScore * 100)}% match`}
              />
            ) : null}
          </Stack>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <PlaceIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {displayLocation(restaurant)}
              {distanceText(distanceMiles)
                ? ` · ${distanceText(distanceMiles)}`
                : ''}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <BucketPriorityButton
          isInBucketList={isInBucketList}
          onAdd={(priority) => props.onAddToBucketList(restaurant, priority)}
          onRemove={() => props.onRemoveFromBucketList(restaurant)}
        />
      </Box>
      {open ? (
        <RestaurantDialog {...props} open onClose={() => setOpen(false)} />
      ) : null}
    </Card>
  );
}

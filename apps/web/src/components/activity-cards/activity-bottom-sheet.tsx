import { Box, Button, Drawer, Stack, Typography } from '@mui/material';

import {
  directionsUrl,
  displayLocation,
  priceSymbols,
  priceText,
  shareActivity,
  telUrl,
} from './activity-display';
import { HoursList, RatingLine } from './activity-facts';
import { ActivityImage } from './activity-image';
import type { CardActivity } from './card-types';
import { ExternalLinkButton } from './external-link-button';

type ActivityBottomSheetProps = {
  activity: CardActivity;
  open: boolean;
  onClose: () => void;
  onAddToPlan?: (activity: CardActivity) => void;
  onShare?: (activity: CardActivity) => void;
};

export function ActivityBottomSheet({
  activity,
  open,
  onClose,
  onAddToPlan,
  onShare,
}: ActivityBottomSheetProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: {
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            maxHeight: '90vh',
          },
          role: 'dialog',
          'aria-label': activity.name,
        },
      }}
    >
      <ActivityImage
        url={activity.photo_url}
        credit={activity.photo_credit}
        category={activity.category}
        subcategory={activity.subcategory}
        alt={activity.name}
        height={180}
      />
      <Box sx={{ p: 4 }}>
        <Typography variant="h6" component="h2">
          {activity.name}
        </Typography>
        <RatingLine
          rating={activity.rating}
          reviewCount={activity.review_count}
        />
        <Typography variant="body2" color="text.secondary">
          {priceSymbols(activity.price_level) || priceText(activity)} ·{' '}
          {displayLocation(activity)}
        </Typography>
        {activity.description ? (
          <Typography variant="body2" sx={{ my: 2 }}>
            {activity.description}
          </Typography>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Hours
        </Typography>
        <HoursList hours={activity.business_hours} />
        <SheetActions activity={activity} onShare={onShare} />
        {onAddToPlan ? (
          <Button
            fullWidth
            variant="contained"
            sx={{ mt: 3 }}
            onClick={() => {
              onAddToPlan(activity);
              onClose();
            }}
          >
            Add to My Plans
          </Button>
        ) : null}
      </Box>
    </Drawer>
  );
}

/** Call, website, directions and share, where the activity has them. */
function SheetActions({
  activity,
  onShare,
}: Pick<ActivityBottomSheetProps, 'activity' | 'onShare'>) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}
      useFlexGap
    >
      {activity.phone_number ? (
        <Button variant="outlined" href={telUrl(activity.phone_number)}>
          Call
        </Button>
      ) : null}
      {activity.website_url ? (
        <ExternalLinkButton variant="outlined" href={activity.website_url}>
          Website
        </ExternalLinkButton>
      ) : null}
      <ExternalLinkButton variant="outlined" href={directionsUrl(activity)}>
        Directions
      </ExternalLinkButton>
      <Button
        variant="outlined"
        onClick={() => shareActivity(activity, () => onShare?.(activity))}
      >
        Share
      </Button>
    </Stack>
  );
}

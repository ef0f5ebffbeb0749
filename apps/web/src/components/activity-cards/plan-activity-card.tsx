import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  CardActions,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { preloadable } from '../../lib/preloadable';
import { LazyDialog } from '../lazy-dialog';

import {
  displayLocation,
  eventDateText,
  isSample,
  priceText,
  truncate,
} from './activity-display';
import { CategoryChip, RatingLine, SampleEventChip } from './activity-facts';
import { ActivityImage } from './activity-image';
import { clamp } from './card-parts';
import { CardShell } from './card-shell';
import type { CardActivity, CardReview } from './card-types';
import { SaveIconButtons, type SaveActions } from './save-icon-buttons';

// Loaded when a card is opened, not with every card on the page.
const PlanActivityDialog = preloadable(() =>
  import('./plan-activity-dialog').then((m) => ({
    default: m.PlanActivityDialog,
  })),
);

export type PlanActivityCardProps = SaveActions & {
  activity: CardActivity;
  isSelected: boolean;
  onToggleSelected: (activity: CardActivity) => void;
  variant?: 'full' | 'compact';
  /** Reviews for the details dialog; the caller loads them (e.g. when `onOpenDetails` fires). */
  reviews?: CardReview[];
  onOpenDetails?: (activity: CardActivity) => void;
};

/** The activity card of the plan page; a click opens its details dialog. */
export function PlanActivityCard({
  activity,
  isSelected,
  onToggleSelected,
  variant = 'full',
  reviews,
  onOpenDetails,
  ...saveActions
}: PlanActivityCardProps) {
  const [open, setOpen] = useState(false);
  const compact = variant === 'compact';
  const handleOpen = () => {
    setOpen(true);
    onOpenDetails?.(activity);
  };
  return (
    <CardShell
      label={activity.name}
      onOpen={handleOpen}
      direction={compact ? 'row' : 'column'}
      sx={{
        borderColor: isSelected ? 'primary.main' : undefined,
        borderWidth: isSelected ? 2 : 1,
      }}
      after={
        <>
          {/* Outside the action area: a button may not sit inside another. */}
          {saveActions.onToggleFavorite || saveActions.onToggleBucketList ? (
            <SaveIconButtons activity={activity} {...saveActions} />
          ) : null}
          <CardActions sx={{ px: 3, pb: 3 }}>
            <PlanSelectButton
              activity={activity}
              compact={compact}
              isSelected={isSelected}
              onToggleSelected={onToggleSelected}
            />
          </CardActions>
          {open ? (
            <LazyDialog>
              <PlanActivityDialog
                activity={activity}
                open={open}
                onClose={() => setOpen(false)}
                isSelected={isSelected}
                onToggleSelected={onToggleSelected}
                reviews={reviews}
              />
            </LazyDialog>
          ) : null}
        </>
      }
    >
      <Box sx={{ width: compact ? 96 : '100%', flexShrink: 0 }}>
        <ActivityImage
          url={activity.photo_url}
          credit={activity.photo_credit}
          inCard
          category={activity.category}
          subcategory={activity.subcategory}
          alt=""
          height={compact ? 96 : 160}
        />
      </Box>
      <PlanCardBody activity={activity} compact={compact} />
    </CardShell>
  );
}

function PlanSelectButton({
  activity,
  compact,
  isSelected,
  onToggleSelected,
}: Pick<
  PlanActivityCardProps,
  'activity' | 'isSelected' | 'onToggleSelected'
> & {
  compact: boolean;
}) {
  return (
    <Button
      fullWidth
      size={compact ? 'small' : 'medium'}
      variant={isSelected ? 'outlined' : 'contained'}
      startIcon={isSelected ? <CheckIcon /> : <AddIcon />}
      onClick={() => onToggleSelected(activity)}
    >
      {isSelected ? 'Added to Plans' : 'Add to Plans'}
    </Button>
  );
}

/** Category, name and the facts; a compact card leaves out the description. */
function PlanCardBody({
  activity,
  compact,
}: {
  activity: CardActivity;
  compact: boolean;
}) {
  return (
    <CardContent sx={{ flexGrow: 1, p: compact ? 2 : 3, width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', mb: 1 }}

        useFlexGap
      >
        <CategoryChip category={activity.category} />
        {isSample(activity) ? <SampleEventChip /> : null}
      </Stack>
      <Typography
        variant={compact ? 'subtitle2' : 'h6'}
        component="h3"
        sx={clamp(2)}
      >
        {activity.name}
      </Typography>
      <RatingLine
        rating={activity.rating}
        reviewCount={activity.review_count}
      />
      <Typography variant="body2" color="text.secondary">
        {priceText(activity)} · {displayLocation(activity)}
      </Typography>
      {activity.start_time ? (
        <Typography variant="body2">
          {eventDateText(activity.start_time)}
        </Typography>
      ) : null}
      {!compact && activity.description ? (
        <Typography variant="body2" sx={{ mt: 1, ...clamp(2) }}>
          {truncate(activity.description, 100)}
        </Typography>
      ) : null}
    </CardContent>
  );
}

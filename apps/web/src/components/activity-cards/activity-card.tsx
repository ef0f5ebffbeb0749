import {
  Box,
  Card,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';

import { ActivityBottomSheet } from './activity-bottom-sheet';
import { displayLocation, isSample, thumbnailUrl } from './activity-display';
import {
  CategoryChip,
  PlaceLine,
  OpenStatusLine,
  PriceLine,
  RatingLine,
  SampleEventChip,
} from './activity-facts';
import { ActivityImage } from './activity-image';
import {
  FOOTER_BUTTONS_SX,
  PlanToggleButton,
  ViewDetailsButton,
} from './card-footer-actions';
import { clamp } from './card-parts';
import { CardRipple } from './card-ripple';
import type { CardActivity } from './card-types';
import { EventDateLine } from './event-date-line';
import { SaveIconButtons, type SaveActions } from './save-icon-buttons';
import { useSwipe, type SwipeDirection } from './use-swipe';

export type ActivityCardProps = SaveActions & {
  activity: CardActivity;
  onAddToPlan?: (activity: CardActivity) => void;
  onViewDetails?: (activity: CardActivity) => void;
  onShare?: (activity: CardActivity) => void;
  /** 'list' lays the image beside the text on wider screens. */
  layout?: 'grid' | 'list';
};

/**
 * The generic activity card (spec 2 §2). Small screens: a tap opens a bottom
 * sheet; swipe left adds to the plan, right toggles the favorite, up opens
 * the sheet. Larger screens: a click or Enter calls `onViewDetails`.
 */
export function ActivityCard({
  activity,
  onAddToPlan,
  onViewDetails,
  onShare,
  layout = 'grid',
  ...saveActions
}: ActivityCardProps) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const [sheetOpen, setSheetOpen] = useState(false);
  const handleSwipe = (direction: SwipeDirection) => {
    if (direction === 'left') onAddToPlan?.(activity);
    if (direction === 'right') saveActions.onToggleFavorite?.(activity);
    if (direction === 'up') setSheetOpen(true);
  };
  const { ripple, touchHandlers } = useSwipe({ onSwipe: handleSwipe });
  const isList = layout === 'list' && !isSmall;
  const handleOpen = () => onViewDetails?.(activity);

  return (
    <Card
      variant="outlined"
      tabIndex={0}
      role="article"
      aria-label={activity.name}
      onClick={(event) => {
        // Clicks inside the sheet bubble here through the portal.
        if (!event.currentTarget.contains(event.target as Node)) return;
        if (isSmall) setSheetOpen(true);
        else handleOpen();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget)
          handleOpen();
      }}
      {...(isSmall ? touchHandlers : {})}
      sx={cardSx(isList)}
    >
      <ActivityCardMedia
        activity={activity}
        isList={isList}
        isSmall={isSmall}
        {...saveActions}
      />
      <ActivityCardBody activity={activity} isSmall={isSmall}>
        <Stack direction="row" sx={FOOTER_BUTTONS_SX} useFlexGap>
          <ViewDetailsButton
            activity={activity}
            onViewDetails={onViewDetails}
          />
          <PlanToggleButton activity={activity} onAddToPlan={onAddToPlan} />
        </Stack>
      </ActivityCardBody>
      {ripple ? (
        <CardRipple key={ripple.key} x={ripple.x} y={ripple.y} />
      ) : null}
      {isSmall ? (
        <ActivityBottomSheet
          activity={activity}
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          onAddToPlan={onAddToPlan}
          onShare={onShare}
        />
      ) : null}
    </Card>
  );
}

const cardSx = (isList: boolean): SxProps<Theme> => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: isList ? 'row' : 'column',
  cursor: 'pointer',
  overflow: 'hidden',
  touchAction: 'pan-y',
  transition: 'box-shadow 150ms',
  '&:hover, &:focus-visible': { boxShadow: 4 },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
  },
});

/** The photo with its category and the save buttons over it. */
function ActivityCardMedia({
  activity,
  isList,
  isSmall,
  ...saveActions
}: SaveActions & {
  activity: CardActivity;
  isList: boolean;
  isSmall: boolean;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: isList ? 240 : '100%',
        flexShrink: 0,
      }}
    >
      <ActivityImage
        url={thumbnailUrl(activity.photo_url)}
        credit={activity.photo_credit}
        inCard
        category={activity.category}
        subcategory={activity.subcategory}
        alt={activity.name}
        height={isSmall ? 180 : 200}
      />
      {/* Bottom corner: the top right holds the save buttons. */}
      <Box sx={{ position: 'absolute', bottom: 8, left: 8 }}>
        <CategoryChip category={activity.category} />
      </Box>
      <SaveIconButtons activity={activity} {...saveActions} />
    </Box>
  );
}

/** The activity's facts, then its buttons (`children`) at the bottom. */
function ActivityCardBody({
  activity,
  isSmall,
  children,
}: {
  activity: CardActivity;
  isSmall: boolean;
  children: ReactNode;
}) {
  return (
    <CardContent
      sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {isSample(activity) ? <SampleEventChip /> : null}
      <Typography
        variant="h6"
        component="h3"
        sx={{ ...clamp(2), fontSize: '1.05rem' }}
      >
        {activity.name}
      </Typography>
      <EventDateLine start={activity.start_time} />
      <RatingLine
        rating={activity.rating}
        reviewCount={activity.review_count}
      />
      <PriceLine activity={activity} />
      <OpenStatusLine hours={activity.business_hours} />
      <PlaceLine textSx={clamp(1)}>{displayLocation(activity)}</PlaceLine>
      {activity.description ? (
        <Typography variant="body2" color="text.secondary" sx={clamp(2)}>
          {activity.description}
        </Typography>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {isSmall ? (
        <Typography variant="caption" color="text.secondary">
          Tap for details
        </Typography>
      ) : null}
      {children}
    </CardContent>
  );
}

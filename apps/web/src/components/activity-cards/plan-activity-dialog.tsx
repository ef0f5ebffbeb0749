import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Stack } from '@mui/material';

import { ActivityDialog } from './activity-dialog';
import { directionsUrl, isSample } from './activity-display';
import { CategoryChip, RatingLine, SampleEventChip } from './activity-facts';
import { ActivityImage } from './activity-image';
import type { CardActivity, CardReview } from './card-types';
import { isEvent } from './event-display';
import { ExternalLinkButton } from './external-link-button';
import {
  BasicInfoSection,
  EventDetailsSection,
  GolfInfoSection,
  HoursSection,
  isGolf,
  PricingSection,
  ReviewsSection,
  TrailInfoSection,
} from './plan-activity-dialog-sections';

const PLAN_CARD_REVIEWS_SHOWN = 2;
const PLAN_CARD_REVIEW_CHARS = 100;

type PlanActivityDialogProps = {
  activity: CardActivity;
  open: boolean;
  onClose: () => void;
  isSelected: boolean;
  onToggleSelected: (activity: CardActivity) => void;
  reviews?: CardReview[];
};

function socialLinks(name: string) {
  const tag = name.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return [
    {
      label: 'Find on Instagram',
      href: `https://www.instagram.com/explore/tags/${tag}/`,
    },
    {
      label: 'Find on X',
      href: `https://x.com/search?q=${encodeURIComponent(name)}`,
    },
  ];
}

export function PlanActivityDialog({
  activity,
  open,
  onClose,
  isSelected,
  onToggleSelected,
  reviews,
}: PlanActivityDialogProps) {
  // A venue (no date, not from an event feed) has no event details to show.
  const showEvent = isEvent(activity);
  return (
    <ActivityDialog
      titleId={`plan-activity-${activity.id}-title`}
      title={activity.name}
      open={open}
      onClose={onClose}
      directionsTo={directionsUrl(activity)}
      actions={
        activity.menu_url ? (
          <ExternalLinkButton href={activity.menu_url}>
            View Menu
          </ExternalLinkButton>
        ) : null
      }
      trailing={
        <Button
          variant={isSelected ? 'outlined' : 'contained'}
          startIcon={isSelected ? <CheckIcon /> : <AddIcon />}
          onClick={() => onToggleSelected(activity)}
        >
          {isSelected ? 'Added to Plan' : 'Add to Plan'}
        </Button>
      }
    >
      <DialogPhotoAndChips activity={activity} />
      {activity.category === 'outdoors' ? (
        <TrailInfoSection activity={activity} />
      ) : null}
      {isGolf(activity) ? <GolfInfoSection activity={activity} /> : null}
      <BasicInfoSection activity={activity} />
      <HoursSection activity={activity} />
      <PricingSection activity={activity} />
      <ReviewsSection
        reviews={reviews}
        shown={PLAN_CARD_REVIEWS_SHOWN}
        maxChars={PLAN_CARD_REVIEW_CHARS}
      />
      {showEvent ? <EventDetailsSection activity={activity} /> : null}
      <SocialLinks name={activity.name} />
    </ActivityDialog>
  );
}

function DialogPhotoAndChips({ activity }: { activity: CardActivity }) {
  return (
    <>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', mb: 3 }}>
        <ActivityImage
          url={activity.photo_url}
          credit={activity.photo_credit}
          category={activity.category}
          subcategory={activity.subcategory}
          alt={activity.name}
          height={200}
        />
      </Box>
      <Stack
        direction="row"
        spacing={2}

        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <CategoryChip category={activity.category} />
        {isSample(activity) ? <SampleEventChip /> : null}
        <RatingLine
          rating={activity.rating}
          reviewCount={activity.review_count}
        />
      </Stack>
    </>
  );
}

/** Searches for the activity on social sites, for recent photos and posts. */
function SocialLinks({ name }: { name: string }) {
  return (
    <Stack
      direction="row"
      spacing={2}

      useFlexGap
      sx={{ flexWrap: 'wrap', pt: 2 }}
    >
      {socialLinks(name).map((link) => (
        <ExternalLinkButton key={link.label} size="small" href={link.href}>
          {link.label}
        </ExternalLinkButton>
      ))}
    </Stack>
  );
}

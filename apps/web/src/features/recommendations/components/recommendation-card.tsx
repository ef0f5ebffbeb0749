import { categoryLabel } from '@app/shared/interests';
import {
  matchLabel,
  percent,
  type PersonalizedRecommendation,
} from '@app/shared/recommendations';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  Collapse,
  IconButton,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { EventDateLine } from '../../../components/activity-cards/event-date-line';
import type { SaveActions } from '../../../components/activity-cards/save-icon-buttons';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { trackEngagement } from '../api/track-engagement';
import { useViewTime } from '../hooks/use-view-time';

import { ScoreBreakdown } from './score-breakdown';

/** The score breakdown, shown when the card's "Why this score" is pressed. */
function BreakdownPanel({
  open,
  breakdown,
}: {
  open: boolean;
  breakdown: PersonalizedRecommendation['scoring_breakdown'];
}) {
  const breakdownId = useId();
  return (
    <Collapse in={open}>
      <Typography
        id={breakdownId}
        variant="overline"
        component="h3"
        sx={{ mt: 1, display: 'block' }}
      >
        Score breakdown
      </Typography>
      <ScoreBreakdown breakdown={breakdown} labelId={breakdownId} />
    </Collapse>
  );
}

/** The favorite and bucket-list toggles; an add is tracked for scoring. */
function SaveButtons({
  activity,
  save,
}: {
  activity: PersonalizedRecommendation['activity'];
  save: SaveActions;
}) {
  // An add is what the scoring learns from; a removal is not tracked.
  const track = (type: 'favorite_added' | 'bucket_list_added') =>
    void trackEngagement({ activity_id: activity.id, type });
  const toggleFavorite = () => {
    if (!save.isFavorite) track('favorite_added');
    save.onToggleFavorite?.(activity);
  };
  const toggleBucket = () => {
    if (!save.isInBucketList) track('bucket_list_added');
    save.onToggleBucketList?.(activity);
  };

  return (
    <>
      <LazyTooltip
        title={save.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      >
        <IconButton
          aria-label={
            save.isFavorite
              ? `Remove ${activity.name} from favorites`
              : `Add ${activity.name} to favorites`
          }
          onClick={toggleFavorite}
        >
          {save.isFavorite ? (
            <FavoriteIcon color="error" />
          ) : (
            <FavoriteBorderIcon />
          )}
        </IconButton>
      </LazyTooltip>
      <LazyTooltip
        title={
          save.isInBucketList ? 'Remove from bucket list' : 'Add to bucket list'
        }
      >
        <IconButton
          aria-label={
            save.isInBucketList
              ? `Remove ${activity.name} from bucket list`
              : `Add ${activity.name} to bucket list`
          }
          onClick={toggleBucket}
        >
          {save.isInBucketList ? (
            <BookmarkAddedIcon color="primary" />
          ) : (
            <BookmarkAddIcon />
          )}
        </IconButton>
      </LazyTooltip>
    </>
  );
}

/** How well the activity matches, and its category. */
function MatchChips({
  score,
  category,
}: {
  score: number;
  category: PersonalizedRecommendation['activity']['category'];
}) {
  const match = matchLabel(score);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <Chip
        size="small"
        color={match.color}
        label={`${match.label} Match ${percent(score)}`}
        sx={{ fontWeight: 600 }}
      />
      <Chip size="small" variant="outlined" label={categoryLabel(category)} />
    </Box>
  );
}

/**
 * One personalised card: match label, reason, breakdown, and the same
 * favorite and bucket-list toggles as every other card (`useSaveActions`),
 * so a place already saved shows as saved and a second press removes it.
 */
export function RecommendationCard({
  item,
  save,
}: {
  item: PersonalizedRecommendation;
  save: SaveActions;
}) {
  const { activity, recommendation_score: score } = item;
  const [open, setOpen] = useState(false);
  const viewRef = useViewTime<HTMLDivElement>((seconds) => {
    void trackEngagement({
      activity_id: activity.id,
      type: 'view_time',
      view_time_seconds: seconds,
    });
  });

  return (
    <Card
      ref={viewRef}
      variant="outlined"
      component="article"
      aria-label={activity.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {activity.photo_url && (
        <CardMedia
          component="img"
          height={140}
          image={activity.photo_url}
          alt=""
          loading="lazy"
        />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <MatchChips score={score} category={activity.category} />
        <Typography
          component={RouterLink}
          to={`/activity/${activity.id}`}
          variant="subtitle1"
          sx={{ fontWeight: 600, color: 'inherit', display: 'block' }}
        >
          {activity.name}
        </Typography>
        <EventDateLine start={activity.start_time} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {item.why_recommended}
        </Typography>
        {item.scoring_breakdown.collaborative_boost > 0 && (
          <Typography variant="caption" color="secondary">
            +{percent(item.scoring_breakdown.collaborative_boost)} from people
            with similar saves
          </Typography>
        )}
        <BreakdownPanel open={open} breakdown={item.scoring_breakdown} />
      </CardContent>
      <CardActions>
        <Button
          size="small"
          // Narrow cards squeezed it below its label's width, clipping both ends.
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          endIcon={
            <ExpandMoreIcon
              sx={{ transform: open ? 'rotate(180deg)' : undefined }}
            />
          }
        >
          {open ? 'Hide breakdown' : 'Why this score'}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <SaveButtons activity={activity} save={save} />
      </CardActions>
    </Card>
  );
}

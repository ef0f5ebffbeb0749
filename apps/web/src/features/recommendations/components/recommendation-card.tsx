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
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { EventDateLine } from '../../../components/activity-cards/event-date-line';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { addBucketItem } from '../../bucket-list/api/add-bucket-item';
import { invalidateBucketList } from '../../bucket-list/api/invalidate';
import { addFavorite } from '../../favorites/api/add-favorite';
import { invalidateFavorites } from '../../favorites/api/invalidate';
import { trackEngagement } from '../api/track-engagement';
import { useViewTime } from '../hooks/use-view-time';

import { ScoreBreakdown } from './score-breakdown';

/** One personalised card: match label, reason, breakdown, save actions. */
export function RecommendationCard({
  item,
}: {
  item: PersonalizedRecommendation;
}) {
  const { activity, recommendation_score: score } = item;
  const queryClient = useQueryClient();
  const match = matchLabel(score);
  const breakdownId = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState({ favorite: false, bucket: false });
  const viewRef = useViewTime<HTMLDivElement>((seconds) => {
    void trackEngagement({
      activity_id: activity.id,
      type: 'view_time',
      view_time_seconds: seconds,
    });
  });

  const save = async (kind: 'favorite' | 'bucket') => {
    try {
      if (kind === 'favorite') {
        await addFavorite(activity.id);
        void invalidateFavorites(queryClient);
      } else {
        await addBucketItem({ activity_id: activity.id, priority: 2 });
        void invalidateBucketList(queryClient);
      }
      setSaved((s) => ({ ...s, [kind]: true }));
      void trackEngagement({
        activity_id: activity.id,
        type: kind === 'favorite' ? 'favorite_added' : 'bucket_list_added',
      });
    } catch {
      // Favorite and bucket-list failures are silent (spec 2 §8).
    }
  };

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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            color={match.color}
            label={`${match.label} Match ${percent(score)}`}
            sx={{ fontWeight: 600 }}
          />
          <Chip
            size="small"
            variant="outlined"
            label={categoryLabel(activity.category)}
          />
        </Box>
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
        <Collapse in={open}>
          <Typography
            id={breakdownId}
            variant="overline"
            component="h3"
            sx={{ mt: 1, display: 'block' }}
          >
            Score breakdown
          </Typography>
          <ScoreBreakdown
            breakdown={item.scoring_breakdown}
            labelId={breakdownId}
          />
        </Collapse>
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
        <LazyTooltip title="Add to favorites">
          <IconButton
            aria-label={`Add ${activity.name} to favorites`}
            aria-pressed={saved.favorite}
            onClick={() => void save('favorite')}
          >
            {saved.favorite ? (
              <FavoriteIcon color="error" />
            ) : (
              <FavoriteBorderIcon />
            )}
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title="Add to bucket list">
          <IconButton
            aria-label={`Add ${activity.name} to bucket list`}
            aria-pressed={saved.bucket}
            onClick={() => void save('bucket')}
          >
            {saved.bucket ? (
              <BookmarkAddedIcon color="primary" />
            ) : (
              <BookmarkAddIcon />
            )}
          </IconButton>
        </LazyTooltip>
      </CardActions>
    </Card>
  );
}

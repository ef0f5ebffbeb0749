import type { AiSearchResult } from '@app/shared/ai-search';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';

import {
  displayLocation,
  priceSymbols,
  priceText,
} from '../../../components/activity-cards/activity-display';
import {
  CategoryChip,
  RatingLine,
} from '../../../components/activity-cards/activity-facts';
import { ActivityImage } from '../../../components/activity-cards/activity-image';

export type AiResultActions = {
  isFavorite: boolean;
  onToggleFavorite: () => void;
  isInBucketList: boolean;
  onToggleBucketList: () => void;
  onViewDetails: () => void;
};

const iconSx = {
  bgcolor: 'rgba(255,255,255,0.9)',
  '&:hover': { bgcolor: '#fff' },
};

/** A search result with its match percentage and why it matches. */
export function AiResultCard({
  result,
  actions,
}: {
  result: AiSearchResult;
  actions: AiResultActions;
}) {
  const match = Math.round(result.relevance_score * 100);
  const titleId = `ai-result-${result.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <ActivityImage
          url={result.photo_url}
          category={result.category}
          alt={result.name}
          height={160}
        />
        <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
          <CategoryChip category={result.category} />
        </Box>
        <Stack direction="row" sx={{ position: 'absolute', top: 4, right: 4 }}>
          <IconButton
            aria-label={
              actions.isFavorite ? 'Remove from favorites' : 'Add to favorites'
            }
            aria-pressed={actions.isFavorite}
            onClick={actions.onToggleFavorite}
            sx={iconSx}
          >
            {actions.isFavorite ? (
              <FavoriteIcon color="error" />
            ) : (
              <FavoriteBorderIcon />
            )}
          </IconButton>
          <IconButton
            aria-label={
              actions.isInBucketList
                ? 'Remove from bucket list'
                : 'Add to bucket list'
            }
            aria-pressed={actions.isInBucketList}
            onClick={actions.onToggleBucketList}
            sx={iconSx}
          >
            {actions.isInBucketList ? (
              <BookmarkAddedIcon color="primary" />
            ) : (
              <BookmarkAddIcon />
            )}
          </IconButton>
        </Stack>
      </Box>
      <CardContent
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            {result.name}
          </Typography>
          <Chip
            size="small"
            color={match >= 70 ? 'success' : 'default'}
            label={`${match}% match`}
            sx={{ flexShrink: 0, fontWeight: 600 }}
          />
        </Stack>
        <RatingLine rating={result.rating} reviewCount={result.review_count} />
        <Typography
          variant="body2"
          aria-label={`Price ${priceText(result)}`}
          sx={{ fontWeight: 600 }}
        >
          {priceSymbols(result.price_level) || priceText(result)}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: 'text.secondary' }}
        >
          <PlaceIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{displayLocation(result)}</Typography>
        </Stack>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, mt: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <LightbulbOutlinedIcon
              fontSize="small"
              color="secondary"
              aria-hidden
            />
            <Typography variant="subtitle2" component="h4">
              Why this matches
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {result.ai_explanation}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          aria-describedby={titleId}
          onClick={actions.onViewDetails}
        >
          View Details
        </Button>
      </CardContent>
    </Card>
  );
}

import type { Favorite } from '@app/shared/favorites';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Typography,
} from '@mui/material';

import {
  telUrl,
  truncate,
} from '../../../components/activity-cards/activity-display';
import { CategoryChip } from '../../../components/activity-cards/activity-facts';
import { ActivityImage } from '../../../components/activity-cards/activity-image';
import { RatingAndPlace } from '../../../components/activity-cards/rating-and-place';
import { REMOVE_BUTTON_PROPS } from '../../../components/collection/use-collection-page';
import { LazyTooltip } from '../../../components/lazy-tooltip';

const DESCRIPTION_MAX = 100;

/** The list body passes these through to every card unchanged. */
export type FavoriteActions = {
  onEditNotes: (favorite: Favorite) => void;
  onRemove: (favorite: Favorite) => void;
};

type FavoriteCardProps = FavoriteActions & { favorite: Favorite };

export function FavoriteCard({
  favorite,
  onEditNotes,
  onRemove,
}: FavoriteCardProps) {
  const { activity } = favorite;
  return (
    <Card
      component="article"
      aria-label={activity.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ActivityImage
        url={activity.photo_url}
        credit={activity.photo_credit}
        inCard
        category={activity.category}
        subcategory={activity.subcategory}
        alt={activity.name}
        height={160}
      />
      <FavoriteCardContent favorite={favorite} />
      <FavoriteCardActions
        favorite={favorite}
        onEditNotes={onEditNotes}
        onRemove={onRemove}
      />
    </Card>
  );
}

function FavoriteCardContent({ favorite }: { favorite: Favorite }) {
  const { activity } = favorite;
  return (
    <CardContent sx={{ flex: 1 }}>
      <Box sx={{ mb: 2 }}>
        <CategoryChip category={activity.category} />
      </Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {activity.name}
      </Typography>
      <RatingAndPlace activity={activity} />
      {activity.description && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {truncate(activity.description, DESCRIPTION_MAX)}
        </Typography>
      )}
      {favorite.notes && (
        <Box sx={{ mt: 3, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            My Notes
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {favorite.notes}
          </Typography>
        </Box>
      )}
    </CardContent>
  );
}

function FavoriteCardActions({
  favorite,
  onEditNotes,
  onRemove,
}: FavoriteCardProps) {
  const { activity } = favorite;
  return (
    <CardActions sx={{ justifyContent: 'space-between' }}>
      <ContactLinks activity={activity} />
      <Box>
        <LazyTooltip title="Edit Notes">
          <IconButton
            onClick={() => onEditNotes(favorite)}
            aria-label={`Edit notes for ${activity.name}`}
          >
            <EditNoteIcon />
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title="Remove from favorites">
          <IconButton
            onClick={() => onRemove(favorite)}
            aria-label={`Remove ${activity.name} from favorites`}
            color="error"
            {...REMOVE_BUTTON_PROPS}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </LazyTooltip>
      </Box>
    </CardActions>
  );
}

/** Call and Website, each only when the place has one. */
function ContactLinks({ activity }: { activity: Favorite['activity'] }) {
  return (
    <Box>
      {activity.phone_number && (
        <LazyTooltip title="Call">
          <IconButton
            component="a"
            href={telUrl(activity.phone_number)}
            aria-label={`Call ${activity.name}`}
          >
            <PhoneIcon />
          </IconButton>
        </LazyTooltip>
      )}
      {activity.website_url && (
        <LazyTooltip title="Website">
          <IconButton
            component="a"
            href={activity.website_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Website of ${activity.name}`}
          >
            <LanguageIcon />
          </IconButton>
        </LazyTooltip>
      )}
    </Box>
  );
}

import type { BucketItem } from '@app/shared/bucket-list';
import { dateFormat } from '@app/shared/date-format';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';

import { categoryName } from '../../../components/activity-cards/activity-display';
import { ActivityImage } from '../../../components/activity-cards/activity-image';
import { RatingAndPlace } from '../../../components/activity-cards/rating-and-place';
import { REMOVE_BUTTON_PROPS } from '../../../components/collection/use-collection-page';
import { LazyTooltip } from '../../../components/lazy-tooltip';

import {
  PRIORITY_COLORS,
  PRIORITY_LABELS,
  SEASON_LABELS,
} from './bucket-filter';

const dateText = (iso: string) =>
  dateFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${iso}T12:00:00`));

/**
 * A completed card's background: secondary text (#666 on it) keeps 5.3:1 and
 * the green 'Completed on' line 4.8:1.
 */
const COMPLETED_BACKGROUND = '#f7f7f7';

/** The list body passes these through to every card unchanged. */
export type BucketItemActions = {
  onToggleCompleted: (item: BucketItem) => void;
  onEdit: (item: BucketItem) => void;
  onRemove: (item: BucketItem) => void;
};

type BucketCardProps = BucketItemActions & {
  item: BucketItem;
  busy: boolean;
};

/**
 * Completed items are struck through, outlined in green on a muted
 * background, with a greyed photo (spec 2 §2). The card itself is not dimmed:
 * at 60 % opacity its text and chips fell below 4.5:1.
 */
export function BucketCard({
  item,
  busy,
  onToggleCompleted,
  onEdit,
  onRemove,
}: BucketCardProps) {
  const { activity } = item;
  return (
    <Card
      component="article"
      aria-label={activity.name}
      variant={item.completed ? 'outlined' : 'elevation'}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: item.completed ? COMPLETED_BACKGROUND : undefined,
        borderColor: item.completed ? 'success.main' : undefined,
      }}
    >
      <Box
        sx={
          item.completed ? { filter: 'grayscale(1)', opacity: 0.7 } : undefined
        }
      >
        <ActivityImage
          url={activity.photo_url}
          credit={activity.photo_credit}
          inCard
          category={activity.category}
          subcategory={activity.subcategory}
          alt={activity.name}
          height={140}
        />
      </Box>
      <BucketCardContent item={item} />
      <BucketCardActions
        item={item}
        busy={busy}
        onToggleCompleted={onToggleCompleted}
        onEdit={onEdit}
        onRemove={onRemove}
      />
    </Card>
  );
}

/** Category, priority and season, the name, the notes and when it was done. */
function BucketCardContent({ item }: { item: BucketItem }) {
  const { activity } = item;
  return (
    <CardContent sx={{ flex: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Chip size="small" label={categoryName(activity.category)} />
        <Chip
          size="small"
          color={PRIORITY_COLORS[item.priority]}
          label={`${PRIORITY_LABELS[item.priority]} Priority`}
        />
        <Chip
          size="small"
          variant="outlined"
          label={SEASON_LABELS[item.target_season ?? 'anytime']}
        />
      </Stack>
      <Typography
        variant="h6"
        component="h3"
        sx={{ textDecoration: item.completed ? 'line-through' : 'none' }}
      >
        {activity.name}
      </Typography>
      <RatingAndPlace activity={activity} />
      {item.notes && (
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {item.notes}
        </Typography>
      )}
      {item.completed_date && (
        <Typography variant="body2" color="success.main" sx={{ mt: 2 }}>
          Completed on {dateText(item.completed_date)}
        </Typography>
      )}
    </CardContent>
  );
}

function BucketCardActions({
  item,
  busy,
  onToggleCompleted,
  onEdit,
  onRemove,
}: BucketCardProps) {
  const { activity } = item;
  return (
    <CardActions sx={{ justifyContent: 'space-between' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={item.completed}
            // Not `disabled` while the change saves: that blurred the box
            // just pressed and dropped focus to the page.
            onChange={() => {
              if (!busy) onToggleCompleted(item);
            }}
            slotProps={{
              input: {
                'aria-label': `Mark ${activity.name} as completed`,
                'aria-disabled': busy || undefined,
              },
            }}
          />
        }
        label="Completed"
      />
      <Box>
        <LazyTooltip title="Edit">
          <IconButton
            onClick={() => onEdit(item)}
            aria-label={`Edit ${activity.name}`}
          >
            <EditIcon />
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title="Remove">
          <IconButton
            color="error"
            onClick={() => onRemove(item)}
            aria-label={`Remove ${activity.name} from bucket list`}
            {...REMOVE_BUTTON_PROPS}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </LazyTooltip>
      </Box>
    </CardActions>
  );
}

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

/** Completed items are dimmed, struck through and outlined (spec 2 §2). */
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
        opacity: item.completed ? 0.6 : 1,
        borderColor: item.completed ? 'success.main' : undefined,
      }}
    >
      <ActivityImage
        url={activity.photo_url}
        category={activity.category}
        subcategory={activity.subcategory}
        alt={activity.name}
        height={140}
      />
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
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={item.completed}
              disabled={busy}
              onChange={() => onToggleCompleted(item)}
              slotProps={{
                input: { 'aria-label': `Mark ${activity.name} as completed` },
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
            >
              <DeleteOutlineIcon />
            </IconButton>
          </LazyTooltip>
        </Box>
      </CardActions>
    </Card>
  );
}

import { readableDayRange } from '@app/shared/plan-rules';
import type { PlanSummary } from '@app/shared/plans';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { GridList } from '../../../components/layout/grid-list';
import { LazyTooltip } from '../../../components/lazy-tooltip';

type Props = {
  drafts: PlanSummary[];
  onDelete: (draft: PlanSummary) => void;
};

/** Plans made but not finalized: they use plan slots, so each can be opened, finalized or deleted. */
export function DraftsList({ drafts, onDelete }: Props) {
  if (drafts.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          No drafts
        </Typography>
        <Typography color="text.secondary">
          Plans you create and have not finalized yet appear here.
        </Typography>
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Drafts ({drafts.length})
      </Typography>
      <Typography color="text.secondary">
        Drafts count toward your plan limit until you finalize or delete them.
      </Typography>
      <GridList
        gap={2}
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      >
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography
                  variant="h6"
                  component="h3"
                  sx={{ wordBreak: 'break-word' }}
                >
                  {draft.title}
                </Typography>
                <Typography color="text.secondary">
                  {readableDayRange(draft.start_date, draft.end_date)}
                </Typography>
                {draft.location.address && (
                  <Typography color="text.secondary">
                    {draft.location.address}
                  </Typography>
                )}
                <Typography>
                  {draft.activity_count}{' '}
                  {draft.activity_count === 1 ? 'suggestion' : 'suggestions'}
                </Typography>
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={`/plan/${draft.id}`}>
                  Open
                </Button>
                <Button
                  component={RouterLink}
                  to={`/plan/${draft.id}?finalize=1`}
                  aria-label={`Finalize ${draft.title}`}
                >
                  Finalize
                </Button>
                <Box sx={{ flexGrow: 1 }} />
                <LazyTooltip title="Delete draft">
                  <IconButton
                    aria-label={`Delete ${draft.title}`}
                    onClick={() => onDelete(draft)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </LazyTooltip>
              </CardActions>
            </Card>
          </li>
        ))}
      </GridList>
    </Stack>
  );
}

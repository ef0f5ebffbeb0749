import type { PlanSummary } from '@app/shared/plans';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { countOf } from '../../../lib/format-count';

import { PlanCard, PlanCardGrid } from './plan-card';

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
      <PlanCardGrid>
        {drafts.map((draft) => (
          <PlanCard
            key={draft.id}
            title={draft.title}
            startDate={draft.start_date}
            endDate={draft.end_date}
            place={draft.location.address}
            delete={{
              tooltip: 'Delete draft',
              onClick: () => onDelete(draft),
            }}
            actions={
              <>
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
              </>
            }
          >
            <Typography>
              {countOf(draft.activity_count, 'suggestion')}
            </Typography>
          </PlanCard>
        ))}
      </PlanCardGrid>
    </Stack>
  );
}

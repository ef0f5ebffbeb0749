import { readableDayRange } from '@app/shared/plan-rules';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

import { GridList } from '../../../components/layout/grid-list';
import { LazyTooltip } from '../../../components/lazy-tooltip';

/** The grid My Plans lays its plan cards out in. */
export function PlanCardGrid({ children }: { children: ReactNode }) {
  return (
    <GridList
      gap={2}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
    >
      {children}
    </GridList>
  );
}

type PlanCardProps = {
  title: string;
  /** Beside the title (a finalized plan's status). */
  badge?: ReactNode;
  startDate: string;
  endDate: string;
  place: string | null | undefined;
  /** Lines under the dates and place. */
  children: ReactNode;
  /** Buttons before the delete icon. */
  actions: ReactNode;
  /** Absent where the plan is not the user's to delete (a group plan they joined). */
  delete?: { tooltip: string; onClick: () => void };
};

/** One plan on My Plans: title, dates, place, its facts, its actions and delete. */
export function PlanCard(props: PlanCardProps) {
  return (
    <li>
      <Card
        variant="outlined"
        sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              gap: 1,
              alignItems: 'flex-start',
            }}
          >
            <Typography
              variant="h6"
              component="h3"
              sx={{ wordBreak: 'break-word' }}
            >
              {props.title}
            </Typography>
            {props.badge}
          </Stack>
          <Typography color="text.secondary">
            {readableDayRange(props.startDate, props.endDate)}
          </Typography>
          {props.place && (
            <Typography color="text.secondary">{props.place}</Typography>
          )}
          {props.children}
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap' }}>
          {props.actions}
          <Box sx={{ flexGrow: 1 }} />
          {props.delete && (
            <LazyTooltip title={props.delete.tooltip}>
              <IconButton
                aria-label={`Delete ${props.title}`}
                onClick={props.delete.onClick}
              >
                <DeleteIcon />
              </IconButton>
            </LazyTooltip>
          )}
        </CardActions>
      </Card>
    </li>
  );
}

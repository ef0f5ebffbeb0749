import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { Chip } from '@mui/material';

const COLORS = {
  planned: 'primary',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'error',
} as const;

const LABELS = {
  planned: 'Planned',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;

export function StatusChip({ status }: { status: FinalizedPlan['status'] }) {
  return <Chip size="small" color={COLORS[status]} label={LABELS[status]} />;
}

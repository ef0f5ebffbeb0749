import type { UserAnalytics } from '@app/shared/analytics';
import { dateFormat, utcDate } from '@app/shared/date-format';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { SectionCard } from '../../../components/section-card';
import { countOf } from '../../../lib/format-count';
import { useAnalytics } from '../api/get-analytics';

import { BarChart } from './bar-chart';

function monthLabel(month: string, withYear = false) {
  return dateFormat('en-US', {
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(utcDate(`${month}-01`));
}

/** The months a chart covers, as 'Feb 2026 to Jan 2027'. */
function monthRange(months: { month: string }[]) {
  return `${monthLabel(months[0]!.month, true)} to ${monthLabel(months.at(-1)!.month, true)}`;
}

/** View Analytics: the user's own plans by month, saved categories, bucket-list progress. */
export function AnalyticsPage() {
  const { data, isPending, isError, refetch } = useAnalytics();
  return (
    <Box
      component="main"
      sx={{ p: { xs: 3, md: 6 }, maxWidth: 1100, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 4 }}>
        <IconButton
          component={RouterLink}
          to="/dashboard"
          aria-label="Back to dashboard"
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}
        >
          Your Analytics
        </Typography>
      </Box>
      {isPending && <Skeleton variant="rounded" height={320} />}
      {isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        >
          Failed to load your analytics.
        </Alert>
      )}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
          }}
        >
          <PlansByMonth data={data} />
          <SavedCategories data={data} />
          <BucketListProgress data={data} />
        </Box>
      )}
    </Box>
  );
}

type Props = { data: UserAnalytics };

function PlansByMonth({ data }: Props) {
  return (
    <Box sx={{ gridColumn: { md: '1 / -1' } }}>
      <SectionCard title="Plans by month">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {countOf(data.totals.plans, 'plan')} in total,{' '}
          {data.totals.finalized_plans} finalized. By start month,{' '}
          {monthRange(data.plans_by_month)}.
        </Typography>
        <BarChart
          title={`Plans by start month, ${monthRange(data.plans_by_month)}`}
          bars={data.plans_by_month.map((m) => ({
            label: monthLabel(m.month),
            value: m.count,
          }))}
        />
      </SectionCard>
    </Box>
  );
}

/**
 * Counts favorites and bucket-list items together, and says so: beside
 * "0 favorites" below, an unexplained chart read as a contradiction.
 */
function SavedCategories({ data }: Props) {
  return (
    <SectionCard title="Categories you save">
      {data.favorite_categories.length === 0 ? (
        <Typography color="text.secondary">
          Save favorites or bucket-list items to see the categories you like
          most.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Your favorites and bucket list together:{' '}
            {countOf(data.totals.favorites, 'favorite')} and{' '}
            {countOf(data.totals.bucket_list, 'bucket-list item')}.
          </Typography>
          <BarChart
            title="Saved items by category"
            orientation="horizontal"
            bars={data.favorite_categories.map((c) => ({
              label: c.label,
              value: c.count,
            }))}
          />
        </>
      )}
    </SectionCard>
  );
}

function BucketListProgress({ data }: Props) {
  return (
    <SectionCard title="Bucket list progress">
      <Typography
        variant="h3"
        component="p"
        sx={{ fontWeight: 800, color: 'secondary.main' }}
      >
        {data.bucket_list_progress.percent}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={data.bucket_list_progress.percent}
        aria-label="Bucket list completed"
        sx={{ height: 10, borderRadius: 5, my: 2 }}
      />
      <Typography variant="body2" color="text.secondary">
        {data.bucket_list_progress.completed} of{' '}
        {data.bucket_list_progress.total} items completed ·{' '}
        {data.totals.favorites} favorites
      </Typography>
    </SectionCard>
  );
}

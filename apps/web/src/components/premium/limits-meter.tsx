import { FEATURE_LABELS, type LimitedFeature } from '@app/shared/premium-rules';
import { Alert, Skeleton } from '@mui/material';

import {
  LIMITS_ERROR,
  useUserLimits,
} from '../../features/premium/api/get-user-limits';
import { UsageMeter } from '../usage-meter';

import { usageOf } from './use-limit-reached';

const TITLES: Record<LimitedFeature, string> = {
  plans: 'Plans',
  favorites: 'Favorites',
  bucket_list: 'Bucket List',
};

/** The signed-in user's usage meter for one capped feature. */
export function LimitsMeter({
  feature,
  compact = false,
}: {
  feature: LimitedFeature;
  compact?: boolean;
}) {
  const limits = useUserLimits();
  if (limits.isPending) {
    return <Skeleton variant="rounded" height={compact ? 24 : 72} />;
  }
  if (limits.isError) {
    return <Alert severity="warning">{LIMITS_ERROR}</Alert>;
  }
  const [used, limit] = usageOf(limits.data, feature);
  return (
    <UsageMeter
      title={TITLES[feature]}
      featureLabel={FEATURE_LABELS[feature]}
      used={used}
      limit={limit}
      compact={compact}
    />
  );
}

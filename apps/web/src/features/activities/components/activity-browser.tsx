import type { Activity } from '@app/shared/activity';
import { Suspense, useEffect } from 'react';

import type { ActivityCardProps } from '../../../components/activity-cards/activity-card';
import { preloadable } from '../../../lib/preloadable';
import { useBrowse } from '../hooks/use-browse';

import { BrowseSkeleton } from './card-grid-skeleton';

// The controls and cards load beside the first page of activities.
const BrowseView = preloadable(() =>
  import('./browse-view').then((m) => ({ default: m.BrowseView })),
);

export type CardActions = Omit<ActivityCardProps, 'activity' | 'layout'>;

type ActivityBrowserProps = {
  /** Per-card favorite, bucket-list and details callbacks supplied by the page. */
  cardActions: (activity: Activity) => CardActions;
};

export function ActivityBrowser({ cardActions }: ActivityBrowserProps) {
  const browse = useBrowse();
  useEffect(() => BrowseView.preload(), []);
  return (
    <Suspense fallback={<BrowseSkeleton />}>
      <BrowseView browse={browse} cardActions={cardActions} />
    </Suspense>
  );
}

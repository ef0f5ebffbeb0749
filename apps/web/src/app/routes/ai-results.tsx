import type { AiSearchResult } from '@app/shared/ai-search';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { AiResultsPage } from '../../features/ai-search/components/ai-results-page';
import { useBucketToggle } from '../../features/bucket-list/hooks/use-bucket-toggle';
import { useFavoriteToggle } from '../../features/favorites/hooks/use-favorite-toggle';
import { useUpgradeDialog } from '../../features/premium/hooks/use-upgrade-dialog';

/** The query from ?q=, else from navigation state ({ query } or { q }). */
function queryFrom(params: URLSearchParams, state: unknown): string {
  const fromParam = params.get('q')?.trim();
  if (fromParam) return fromParam;
  if (typeof state === 'object' && state !== null) {
    const value =
      (state as { query?: unknown }).query ?? (state as { q?: unknown }).q;
    if (typeof value === 'string') return value.trim();
  }
  return '';
}

export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const upgrade = useUpgradeDialog();
  const favorites = useFavoriteToggle({
    onLimitReached: (message) => upgrade.open('favorites', message),
  });
  const bucket = useBucketToggle({
    onLimitReached: (message) => upgrade.open('bucket_list', message),
  });
  const actionsFor = (result: AiSearchResult) => ({
    isFavorite: favorites.isFavorite(result.id),
    onToggleFavorite: () => void favorites.toggle(result),
    isInBucketList: bucket.isInBucketList(result.id),
    onToggleBucketList: () => void bucket.toggle(result),
    onViewDetails: () => void navigate(`/activity/${result.id}`),
  });
  return (
    <>
      <AiResultsPage
        query={queryFrom(params, location.state)}
        actionsFor={actionsFor}
      />
      {upgrade.element}
    </>
  );
}

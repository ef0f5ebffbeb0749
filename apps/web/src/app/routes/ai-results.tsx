import type { AiSearchResult } from '@app/shared/search';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { useHideQuickActions } from '../../components/layout/page-fab';
import { AiResultsPage } from '../../features/search/components/ai-results-page';
import { useSaveActions } from '../../lib/use-save-actions';

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
  const { saveActions, upgradeDialog } = useSaveActions();
  useHideQuickActions();
  const actionsFor = (result: AiSearchResult) => ({
    ...saveActions(result),
    onViewDetails: () => void navigate(`/activity/${result.id}`),
  });
  return (
    <>
      <AiResultsPage
        query={queryFrom(params, location.state)}
        actionsFor={actionsFor}
      />
      {upgradeDialog}
    </>
  );
}

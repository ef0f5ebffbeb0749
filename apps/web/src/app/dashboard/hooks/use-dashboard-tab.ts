import { useSearchParams } from 'react-router';

/** The tabs shown in the dashboard itself; the others lead to their own pages. */
const STAY_TABS = [0, 5, 6, 7];

/** The dashboard's tab, kept in the address so a reload or a link returns to it. */
export function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('tab') ?? 0);
  const tab = STAY_TABS.includes(requested) ? requested : 0;
  const setTab = (next: number) =>
    setParams(next === 0 ? {} : { tab: String(next) }, { replace: true });
  return [tab, setTab] as const;
}

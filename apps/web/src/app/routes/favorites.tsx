import { useHideQuickActions } from '../../components/layout/page-fab';
import { FavoritesPage } from '../../features/favorites/components/favorites-page';
import { LimitsMeter } from '../../features/premium/components/limits-meter';

export function Component() {
  useHideQuickActions();
  return <FavoritesPage usageMeter={<LimitsMeter feature="favorites" />} />;
}

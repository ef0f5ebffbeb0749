import { useHideQuickActions } from '../../components/layout/page-fab';
import { LimitsMeter } from '../../components/premium/limits-meter';
import { FavoritesPage } from '../../features/favorites/components/favorites-page';

export function Component() {
  useHideQuickActions();
  return <FavoritesPage usageMeter={<LimitsMeter feature="favorites" />} />;
}

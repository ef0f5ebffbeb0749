import { RequireAuth } from '../../components/auth/require-auth';
import { PreferencesPage } from '../../features/preferences/components/preferences-page';

export function Component() {
  return (
    <RequireAuth>
      <PreferencesPage />
    </RequireAuth>
  );
}

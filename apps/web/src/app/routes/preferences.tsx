import { RequireAuth } from '../../features/auth/components/require-auth';
import { PreferencesPage } from '../../features/preferences/components/preferences-page';

export function Component() {
  return (
    <RequireAuth>
      <PreferencesPage />
    </RequireAuth>
  );
}

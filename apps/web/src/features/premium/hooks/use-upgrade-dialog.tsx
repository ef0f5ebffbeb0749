import { useCallback, useState } from 'react';

import { UpgradeDialog } from '../components/upgrade-dialog';

/**
 * Lets a page open the upgrade dialog from anywhere (e.g. when an add hits
 * the free-tier limit). Render `element` once in the page.
 */
export function useUpgradeDialog() {
  const [state, setState] = useState<{
    feature: string;
    message?: string;
  } | null>(null);
  const open = useCallback(
    (feature: string, message?: string) => setState({ feature, message }),
    [],
  );
  const element = (
    <UpgradeDialog
      open={state !== null}
      feature={state?.feature ?? 'premium'}
      message={state?.message}
      onClose={() => setState(null)}
    />
  );
  return { open, element };
}

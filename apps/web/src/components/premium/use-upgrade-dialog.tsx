import { useCallback, useState } from 'react';

import { preloadable } from '../../lib/preloadable';
import { LoadWhenOpened } from '../lazy-dialog';

// Most visits never hit a limit, so the dialog loads when one does.
const UpgradeDialog = preloadable(() =>
  import('./upgrade-dialog').then((m) => ({
    default: m.UpgradeDialog,
  })),
);

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
    <LoadWhenOpened open={state !== null}>
      <UpgradeDialog
        open={state !== null}
        feature={state?.feature ?? 'premium'}
        message={state?.message}
        onClose={() => setState(null)}
      />
    </LoadWhenOpened>
  );
  return { open, element };
}

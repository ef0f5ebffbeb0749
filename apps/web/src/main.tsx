import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

import { ConfigurationError } from './app/configuration-error';
import { AppProviders } from './app/providers';
import { WhenSettled } from './app/pwa/when-settled';
import { AppRouter, preloadPage } from './app/router';
import { restoreKeptStyles } from './lib/kept-styles';
import { warmIntl } from './lib/warm-intl';
import { loadWebConfig, WebConfigProvider } from './lib/web-config';

const container = document.getElementById('root')!;
const root = createRoot(container);
// The service worker registers once the first page has its data.
const UpdatePrompt = lazy(() => import('./app/pwa/update-prompt'));

// The page's code loads beside the configuration, so the first render draws
// the page itself rather than a loader; the kept styles go in meanwhile.
void Promise.all([
  loadWebConfig(),
  preloadPage(window.location.pathname),
  restoreKeptStyles(),
]).then(([config]) => {
  if (!config) {
    root.render(<ConfigurationError />);
    return;
  }
  // As a transition the first render yields to the browser every few
  // milliseconds instead of holding the main thread until it is done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <WebConfigProvider config={config}>
          <AppProviders>
            <AppRouter />
            <WhenSettled>
              <Suspense fallback={null}>
                <UpdatePrompt />
              </Suspense>
            </WhenSettled>
          </AppProviders>
        </WebConfigProvider>
      </StrictMode>,
    ),
  );
});
// A task of its own: inside the entry's evaluation it made one long task.
setTimeout(() => warmIntl(container), 0);

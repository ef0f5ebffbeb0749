import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

import { AppRouter, preloadPage } from './app/router';
import { restoreKeptStyles } from './lib/kept-styles';
import { preloadable } from './lib/preloadable';
import { WhenSettled } from './lib/use-settled';
import { warmIntl } from './lib/warm-intl';
import { loadWebConfig, WebConfigProvider } from './lib/web-config';

const container = document.getElementById('root')!;
const root = createRoot(container);
// The service worker registers once the first page has its data.
const UpdatePrompt = preloadable(() => import('./app/pwa/update-prompt'));

// The providers (the theme, the query client, the error notices) are
// evaluated in a task of their own: inside the entry's evaluation they made it
// one task of about 42 ms on a desktop core, after the landing page's first
// paint.
const providers = new Promise<typeof import('./app/providers')>((resolve) => {
  setTimeout(() => resolve(import('./app/providers')), 0);
});

// The page's code loads beside the configuration, so the first render draws
// the page itself rather than a loader; the kept styles go in meanwhile.
void Promise.all([
  loadWebConfig(),
  providers,
  preloadPage(window.location.pathname),
  restoreKeptStyles(),
]).then(async ([config, { AppProviders }]) => {
  if (!config) {
    const { ConfigurationError } = await import('./app/configuration-error');
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
warmIntl(container);

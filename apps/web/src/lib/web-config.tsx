import type { WebConfig } from '@app/shared/web-config';
import { createContext, useContext, type ReactNode } from 'react';

const WEB_CONFIG_URL = '/api/web-config';

/** The runtime configuration, or null when it is missing or invalid. */
export async function loadWebConfig(): Promise<WebConfig | null> {
  try {
    // The schema (and zod) loads beside the request, off the first script.
    const [response, { webConfigSchema }] = await Promise.all([
      fetch(WEB_CONFIG_URL, { headers: { accept: 'application/json' } }),
      import('./web-config-schema'),
    ]);
    if (!response.ok) return null;
    const parsed = webConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const WebConfigContext = createContext<WebConfig | null>(null);

export function WebConfigProvider({
  config,
  children,
}: {
  config: WebConfig;
  children: ReactNode;
}) {
  return (
    <WebConfigContext.Provider value={config}>
      {children}
    </WebConfigContext.Provider>
  );
}

export function useWebConfig(): WebConfig {
  const config = useContext(WebConfigContext);
  if (!config) throw new Error('useWebConfig needs a WebConfigProvider');
  return config;
}

import { useEffect } from 'react';

const APP_NAME = 'Weekend Planner';

/** The tab's text for a page: its name first, so a row of tabs stays readable. */
export function pageTitle(name?: string): string {
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/**
 * Names the page in the browser's tab and history, and for screen readers,
 * which read the title when a page changes. Without a name (data still
 * loading) the title stays as it is; an empty name leaves the app's alone.
 */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    if (name !== undefined) document.title = pageTitle(name);
  }, [name]);
}

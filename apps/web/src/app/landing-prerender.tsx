import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { renderToString } from 'react-dom/server';

import { LandingView } from '../features/auth/components/landing-view';

import { theme } from './theme';

/** Below 600 px the landing page is the phone layout (`LandingView`'s breakpoint). */
const PHONE_MAX = theme.breakpoints.values.sm - 0.05;

function render(isPhone: boolean): string {
  // The view asks for the phone breakpoint; the build has no screen to ask.
  const fixed: Theme = {
    ...theme,
    components: {
      ...theme.components,
      MuiUseMediaQuery: {
        defaultProps: { ssrMatchMedia: () => ({ matches: isPhone }) },
      },
    } as Theme['components'],
  };
  return renderToString(
    <ThemeProvider theme={fixed}>
      <CssBaseline />
      <LandingView onSignedIn={() => undefined} />
    </ThemeProvider>,
  );
}

/**
 * The landing page as HTML, both layouts, each shown by a media query at its
 * own widths: the page paints from it before the script loads, and the app's
 * first render draws the same boxes in the same places. Run at build time.
 */
export function renderLanding(): string {
  return [
    `<style>@media (min-width:${PHONE_MAX + 0.05}px){.prerender-phone{display:none}}@media (max-width:${PHONE_MAX}px){.prerender-wide{display:none}}</style>`,
    `<div class="prerender-phone">${render(true)}</div>`,
    `<div class="prerender-wide">${render(false)}</div>`,
  ].join('');
}

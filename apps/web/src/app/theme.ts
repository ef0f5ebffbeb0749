import { createTheme } from '@mui/material/styles';

import {
  BOTTOM_NAV_HEIGHT,
  PHONE_PAGE_END_PADDING,
} from '../components/layout/phone-bottom-bar';

export const BRAND_GRADIENT =
  'linear-gradient(135deg, #667eea 0%, #764ba2 100%)';

/**
 * A dialog whose code arrives while another modal finishes closing can be
 * mounted in the same render as that modal's exit; MUI's modal manager then
 * marks the new dialog aria-hidden with the rest of the page and never takes
 * it back, so screen readers and role queries cannot reach it. A dialog that
 * is opening is always the top one, so it is never hidden.
 */
function keepOpeningDialogReadable(node: HTMLElement) {
  node.closest('.MuiModal-root')?.removeAttribute('aria-hidden');
}

/**
 * What scrolling to a focused control keeps clear (`scroll-padding`): below
 * 960 px the sticky top bar (a Toolbar, 64 px at most); on a phone the bottom
 * bar and the floating buttons over it; from 600 px a page's floating button
 * (24 px up, 48 px tall). Each with 8 px to spare.
 */
export const SCROLL_CLEARANCE = {
  topBar: 64 + 8,
  phoneBottom: PHONE_PAGE_END_PADDING,
  pageFab: 24 + 48 + 8,
} as const;

/**
 * In forced colours (Windows High Contrast) backgrounds are dropped: a filled
 * chip kept no edge, and a chosen (pressed) one looked like plain text beside
 * the outlined ones. Chosen chips take the system's highlight colours.
 */
const FORCED_COLORS_CHIP = {
  '@media (forced-colors: active)': {
    '&.MuiChip-filled': { border: '1px solid CanvasText' },
    '&[aria-pressed="true"], &[aria-selected="true"]': {
      forcedColorAdjust: 'none',
      backgroundColor: 'Highlight',
      color: 'HighlightText',
      border: '2px solid Highlight',
      '& .MuiChip-icon, & .MuiChip-deleteIcon': { color: 'HighlightText' },
    },
  },
} as const;

export const theme = createTheme({
  spacing: 4,
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    // #667eea (the brand gradient's start) is 3.7:1 on white; #5260d4 meets
    // WCAG AA on the page background (4.9:1) and on selected tints (4.6:1).
    primary: {
      main: '#5260d4',
      light: '#667eea',
      dark: '#4c51bf',
      contrastText: '#fff',
    },
    // MUI's default orange (3.1:1) and light blue (3.9:1) are too faint for
    // white chip text; these meet WCAG AA (5.0:1 and 4.8:1).
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0277bd', contrastText: '#fff' },
    secondary: { main: '#764ba2', contrastText: '#fff' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // MUI marks keyboard focus with a faint ripple or tint only; a ring shows
    // it on every control (not text fields, whose border already does). The
    // selectors outweigh ButtonBase's `outline: 0`; drawn inside, in the
    // text's colour, it survives cards that clip their edges and shows on
    // filled buttons too.
    //
    // Checkboxes, radios, switches and slider thumbs get their focus from an
    // input inside them: MUI marks the control `Mui-focusVisible` and shows a
    // grey halo (1.3:1), so the ring goes on the control. A switch's thumb
    // is white, so its ring is in the text colour; a slider's thumb is
    // filled, so its ring is outside it.
    //
    // A heading or `main` that takes focus for a moment (after a navigation,
    // a removal or the skip link) is not a control and draws no ring.
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [role="tab"]:focus-visible, [tabindex="0"]:focus-visible':
          {
            outline: '2px solid currentColor',
            outlineOffset: -2,
          },
        '.MuiCheckbox-root.Mui-focusVisible, .MuiRadio-root.Mui-focusVisible': {
          outline: '2px solid currentColor',
          outlineOffset: -2,
        },
        '.MuiSwitch-switchBase.Mui-focusVisible': {
          outline: `2px solid ${theme.palette.text.primary}`,
          outlineOffset: -2,
        },
        '.MuiSlider-thumb.Mui-focusVisible': {
          outline: '2px solid currentColor',
          outlineOffset: 2,
        },
        'h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus': {
          outline: 'none',
        },
        html: {
          scrollPaddingBottom: SCROLL_CLEARANCE.pageFab,
          [theme.breakpoints.down('md')]: {
            scrollPaddingTop: SCROLL_CLEARANCE.topBar,
          },
          [theme.breakpoints.down('sm')]: {
            scrollPaddingBottom: SCROLL_CLEARANCE.phoneBottom,
          },
        },
      }),
    },
    MuiChip: { styleOverrides: { root: FORCED_COLORS_CHIP } },
    // The empty radio of a rating (no stars) is named 'Empty' by MUI.
    MuiRating: { defaultProps: { emptyLabelText: 'No rating' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // MUI's grey initials background is 1.9:1 under white letters.
    MuiAvatar: {
      styleOverrides: {
        colorDefault: { backgroundColor: '#764ba2', color: '#fff' },
      },
    },
    // On a phone a toast at the bottom sat over the bottom navigation's tabs
    // for its seconds on screen; it rises to 8 px above the bar instead.
    MuiSnackbar: {
      styleOverrides: {
        root: ({ theme }) => ({
          variants: [
            {
              props: ({ ownerState }) =>
                ownerState.anchorOrigin?.vertical !== 'top',
              style: {
                [theme.breakpoints.down('sm')]: {
                  bottom: BOTTOM_NAV_HEIGHT + 8,
                },
              },
            },
          ],
        }),
      },
    },
    MuiDialog: {
      defaultProps: {
        slotProps: { transition: { onEnter: keepOpeningDialogReadable } },
      },
    },
  },
});

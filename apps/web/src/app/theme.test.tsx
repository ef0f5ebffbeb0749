import {
  Checkbox,
  Chip,
  CssBaseline,
  Dialog,
  DialogTitle,
  Snackbar,
  Switch,
} from '@mui/material';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cloneElement,
  forwardRef,
  useLayoutEffect,
  useState,
  type ReactElement,
} from 'react';
import { describe, expect, it } from 'vitest';

import { BOTTOM_NAV_HEIGHT } from '../components/layout/phone-bottom-bar';

import { SCROLL_CLEARANCE, theme } from './theme';

const bare = (media: string) => media.replace(/@media|\s/g, '');

/**
 * The declarations the page's style sheets give `element` at phone widths
 * only: jsdom's getComputedStyle leaves media queries out.
 */
function phoneOnlyStyle(element: Element) {
  return mediaOnlyStyle(element, theme.breakpoints.down('sm'));
}

/** The declarations the page's style sheets give `element` outside media queries. */
function plainStyle(element: Element) {
  const style: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      if (!matches(element, rule.selectorText)) continue;
      for (const name of Array.from(rule.style)) {
        style[name] = rule.style.getPropertyValue(name);
      }
    }
  }
  return style;
}

/** Whether `element` matches `selector`; false for selectors jsdom cannot read (`::backdrop`). */
function matches(element: Element, selector: string) {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * The outline a rule for keyboard focus (`Mui-focusVisible`) gives `element`.
 * Such a rule outweighs ButtonBase's `outline: 0` in a browser; jsdom's
 * cascade ignores specificity, so the rule is read on its own.
 */
function focusRing(element: Element) {
  let outline: string | undefined;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      if (!rule.selectorText.includes('Mui-focusVisible')) continue;
      if (!matches(element, rule.selectorText)) continue;
      outline = rule.style.getPropertyValue('outline') || outline;
    }
  }
  return outline;
}

const withTheme = (ui: ReactElement) =>
  render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {ui}
    </ThemeProvider>,
  );

/** The declarations the page's style sheets give `element` under `media` only. */
function mediaOnlyStyle(element: Element, media: string) {
  const wanted = bare(media);
  const style: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      if (bare(rule.media.mediaText) !== wanted) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule)) continue;
        if (!element.matches(inner.selectorText)) continue;
        for (const name of Array.from(inner.style)) {
          style[name] = inner.style.getPropertyValue(name);
        }
      }
    }
  }
  return style;
}

/**
 * A transition that finishes closing in the render right after it is told to
 * close, so the closing modal leaves in the same render that puts the next
 * dialog's page in place: the timing a slow phone meets by chance.
 */
const ExitNextRender = forwardRef<
  HTMLElement,
  { in?: boolean; onExited?: () => void; children: ReactElement }
>(function ExitNextRender({ in: shown, onExited, children }, ref) {
  const [exited, setExited] = useState(false);
  useLayoutEffect(() => {
    if (!shown) setExited(true);
  }, [shown]);
  useLayoutEffect(() => {
    if (exited) onExited?.();
  }, [exited, onExited]);
  return cloneElement(children as ReactElement<{ ref?: unknown }>, { ref });
});

function SwitchDialogs() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Dialog
        open={!second}
        aria-labelledby="first-title"
        slots={{ transition: ExitNextRender }}
      >
        <DialogTitle id="first-title">Plan details</DialogTitle>
        <button onClick={() => setSecond(true)}>Export</button>
      </Dialog>
      {second && (
        <Dialog open aria-labelledby="second-title">
          <DialogTitle id="second-title">Export to Calendar</DialogTitle>
        </Dialog>
      )}
    </>
  );
}

describe('theme', () => {
  it.each(['success', 'warning', 'error', 'info'] as const)(
    'gives filled %s chips text at WCAG AA contrast (4.5:1)',
    (key) => {
      const { main, contrastText } = theme.palette[key];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a dialog readable when it opens in the render another modal finishes closing', async () => {
    render(
      <ThemeProvider theme={theme}>
        <SwitchDialogs />
      </ThemeProvider>,
    );
    await act(async () =>
      screen.getByRole('button', { name: 'Export' }).click(),
    );

    expect(screen.queryByRole('dialog', { name: 'Plan details' })).toBeNull();
    expect(
      screen.getByRole('dialog', { name: 'Export to Calendar' }),
    ).toBeInTheDocument();
  });

  it('raises a bottom snackbar above the bottom navigation on a phone', () => {
    const { baseElement } = render(
      <ThemeProvider theme={theme}>
        <Snackbar open message="Post shared" />
      </ThemeProvider>,
    );
    const snackbar = baseElement.querySelector('.MuiSnackbar-root')!;
    expect(parseFloat(phoneOnlyStyle(snackbar).bottom ?? '0')).toBeGreaterThan(
      BOTTOM_NAV_HEIGHT,
    );
  });

  it('keeps a focused control clear of the top bar below 960 px and of the bottom bar on a phone', () => {
    withTheme(<p>Page</p>);
    const html = document.documentElement;
    expect(
      parseFloat(
        mediaOnlyStyle(html, theme.breakpoints.down('md'))[
          'scroll-padding-top'
        ] ?? '0',
      ),
    ).toBeGreaterThanOrEqual(64);
    expect(
      parseFloat(phoneOnlyStyle(html)['scroll-padding-bottom'] ?? '0'),
    ).toBe(SCROLL_CLEARANCE.phoneBottom);
    expect(SCROLL_CLEARANCE.phoneBottom).toBeGreaterThan(BOTTOM_NAV_HEIGHT);
    expect(parseFloat(plainStyle(html)['scroll-padding-bottom'] ?? '0')).toBe(
      SCROLL_CLEARANCE.pageFab,
    );
  });

  it('draws a chosen chip in the highlight colours in forced-colours mode', () => {
    withTheme(
      <>
        <Chip
          label="Food & Dining"
          color="primary"
          aria-pressed="true"
          onClick={() => {}}
        />
        <Chip
          label="Arts"
          variant="outlined"
          aria-pressed="false"
          onClick={() => {}}
        />
      </>,
    );
    const forced = '@media (forced-colors: active)';
    const chosen = mediaOnlyStyle(
      screen.getByRole('button', { name: 'Food & Dining' }),
      forced,
    );
    expect(chosen['background-color']).toBe('Highlight');
    expect(chosen['color']).toBe('HighlightText');
    expect(chosen['forced-color-adjust']).toBe('none');
    expect(chosen['border']).toMatch(/solid Highlight/);
    const other = mediaOnlyStyle(
      screen.getByRole('button', { name: 'Arts' }),
      forced,
    );
    expect(other['background-color']).toBeUndefined();
  });

  it('rings a checkbox and a switch that have keyboard focus', async () => {
    const user = userEvent.setup();
    withTheme(
      <>
        <Checkbox slotProps={{ input: { 'aria-label': 'Completed' } }} />
        <Switch slotProps={{ input: { 'aria-label': 'Notifications' } }} />
      </>,
    );
    await user.keyboard('{Tab}');
    const box = screen.getByRole('checkbox', { name: 'Completed' });
    expect(box).toHaveFocus();
    const boxRoot = box.closest('.MuiCheckbox-root')!;
    expect(boxRoot).toHaveClass('Mui-focusVisible');
    expect(focusRing(boxRoot)).toBe('2px solid currentColor');

    await user.keyboard('{Tab}');
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).toHaveFocus();
    const thumb = toggle.closest('.MuiSwitch-switchBase')!;
    expect(focusRing(thumb)).toMatch(/^2px solid rgba\(0, 0, 0, 0\.87\)$/);
  });
});

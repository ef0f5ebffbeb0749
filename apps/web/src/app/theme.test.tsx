import { Dialog, DialogTitle, Snackbar } from '@mui/material';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import {
  cloneElement,
  forwardRef,
  useLayoutEffect,
  useState,
  type ReactElement,
} from 'react';
import { describe, expect, it } from 'vitest';

import { BOTTOM_NAV_HEIGHT } from '../components/layout/phone-bottom-bar';

import { theme } from './theme';

/**
 * The declarations the page's style sheets give `element` at phone widths
 * only: jsdom's getComputedStyle leaves media queries out.
 */
function phoneOnlyStyle(element: Element) {
  const bare = (media: string) => media.replace(/@media|\s/g, '');
  const phone = bare(theme.breakpoints.down('sm'));
  const style: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      if (bare(rule.media.mediaText) !== phone) continue;
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
});

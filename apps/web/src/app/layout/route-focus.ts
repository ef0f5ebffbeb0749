import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a new page may take to draw its heading (its code, its data). */
const HEADING_WAIT_MS = 10_000;

/** Drawn and readable: React hides a page it is replacing with `display: none`. */
function isShown(element: Element): boolean {
  if (element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  for (let el: Element | null = element; el; el = el.parentElement) {
    if (el instanceof HTMLElement && el.style.display === 'none') return false;
  }
  return true;
}

/** The new page's h1: the one in its `main` first, else any shown. */
function pageHeading(): HTMLElement | null {
  const headings = [
    ...document.querySelectorAll<HTMLElement>('main h1'),
    ...document.querySelectorAll<HTMLElement>('h1'),
  ];
  return headings.find(isShown) ?? null;
}

/**
 * Whether the new page put focus somewhere itself (a field it focuses, a
 * dialog it opens), rather than focus staying where the old page left it.
 */
function pageTookFocus(before: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === before) return false;
  return Boolean(active.closest('main, [role="dialog"], [role="alertdialog"]'));
}

/**
 * Moves focus to the new page's h1 once it is drawn, unless the page took
 * focus itself or the reader has moved on (a key or a click); stops at the
 * next navigation. Returns the way to stop.
 */
function focusHeadingWhenShown(
  before: Element | null,
  preventScroll: boolean,
): () => void {
  const attempt = (): boolean => {
    if (pageTookFocus(before)) return true;
    const heading = pageHeading();
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex'))
      heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll });
    return document.activeElement === heading;
  };
  if (attempt()) return () => {};

  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}

/**
 * After a navigation inside the app (not the first load), focus moves to
 * the new page's h1, so a screen reader reads where the reader now is and
 * the next Tab starts in the page; focus had stayed on the page's body, or
 * on the link in the navigation, and nothing was said. A page that focuses
 * something itself (a form's first field, onboarding's step heading) keeps
 * it. Going back keeps the scroll position the browser restores.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  /** What the last navigation found: set while the new page begins to draw. */
  const navigation = useRef<{
    /** Focused then: the old page's element, not one the new page chose. */
    focusedBefore: Element | null;
    /** Back or forward: the browser puts the scroll position back. */
    keepScroll: boolean;
  } | null>(null);
  if (shownPath.current !== pathname) {
    shownPath.current = pathname;
    navigation.current = {
      focusedBefore: document.activeElement,
      keepScroll: navigationType === 'POP',
    };
  }

  useEffect(() => {
    const last = navigation.current;
    if (!last) return;
    return focusHeadingWhenShown(last.focusedBefore, last.keepScroll);
  }, [pathname]);
}

import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useRestoredScroll, type RestoredScroll } from './use-restored-scroll';

const STORE = 'wp-browse-scroll';

/** The page's height and the window's position, as a browser would report them. */
let pageHeight = 0;
let scrollY = 0;

function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

/** The hook's latest answer, for the test to call `attempt` as a list's commit would. */
const seen: {
  current?: RestoredScroll;
  setPages?: (pages: number) => void;
} = {};
/** Pages loaded when the page mounts (from the cache, as Browse). */
let firstPages = 2;

function Page() {
  const [pages, setPages] = useState(firstPages);
  const scroll = useRestoredScroll(pages);
  seen.current = scroll;
  seen.setPages = setPages;
  return (
    <p>{scroll.restoring ? `Restoring ${scroll.pages} pages` : 'In place'}</p>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      { path: '/activities', element: <Page /> },
      { path: '/activity/:id', element: <p>Detail</p> },
      { path: '/home', element: <p>Home</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

const stored = () =>
  JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as [
    string,
    { y: number; pages: number },
  ][];

/** Opens Browse from the menu, scrolls to `y`, opens an activity and comes back. */
async function leaveAtAndReturn(
  router: ReturnType<typeof renderPages>['router'],
  y: number,
) {
  await act(() => router.navigate('/activities'));
  act(() => scrollBy(y));
  await act(() => router.navigate('/activity/7'));
  // The detail page is shorter: the browser clamps the position it keeps.
  act(() => scrollBy(0));
  await act(() => router.navigate(-1));
}

describe('useRestoredScroll', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    firstPages = 2;
    pageHeight = 800;
    scrollY = 0;
    vi.spyOn(
      document.documentElement,
      'scrollHeight',
      'get',
    ).mockImplementation(() => pageHeight);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.stubGlobal('innerHeight', 800);
    scrollTo = vi.fn((_x: number, y: number) => {
      scrollY = y;
    });
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('returns to the place on Back once the page is tall enough to hold it', async () => {
    const { router } = renderPages();
    await leaveAtAndReturn(router, 4770);
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByText('Restoring 2 pages')).toBeInTheDocument();

    // Still drawing: scrolling now would stop at the bottom of a short page.
    pageHeight = 3000;
    act(() => seen.current!.attempt(false));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByText('Restoring 2 pages')).toBeInTheDocument();

    pageHeight = 5600;
    act(() => seen.current!.attempt(false));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 4770);
    expect(screen.getByText('In place')).toBeInTheDocument();
    // Later commits leave the reader alone.
    act(() => seen.current!.attempt(true));
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('keeps each history entry apart and restores nothing on a new visit', async () => {
    const { router } = renderPages();
    await leaveAtAndReturn(router, 4770);
    expect(screen.getByText('Restoring 2 pages')).toBeInTheDocument();
    const keys = stored().map(([key]) => key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBe(router.state.location.key);

    // The menu's Browse link: a new entry, opened at the top by the app.
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/activities'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByText('In place')).toBeInTheDocument();
    pageHeight = 9000;
    act(() => seen.current!.attempt(true));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps the place the reader left, not the next page's", async () => {
    const { router } = renderPages();
    await leaveAtAndReturn(router, 2400);
    expect(stored()).toEqual([
      [router.state.location.key, { y: 2400, pages: 2 }],
    ]);
  });

  it('saves the pages when Load more adds one without a scroll', async () => {
    firstPages = 1;
    const { router } = renderPages();
    await act(() => router.navigate('/activities'));
    act(() => scrollBy(1800));
    expect(stored()).toEqual([
      [router.state.location.key, { y: 1800, pages: 1 }],
    ]);
    act(() => seen.setPages!(2));
    expect(stored()).toEqual([
      [router.state.location.key, { y: 1800, pages: 2 }],
    ]);
  });

  it('stops when the reader scrolls first', async () => {
    const { router } = renderPages();
    await leaveAtAndReturn(router, 4770);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    expect(screen.getByText('In place')).toBeInTheDocument();
    pageHeight = 9000;
    act(() => seen.current!.attempt(true));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes as far as the page allows when nothing more will be drawn', async () => {
    const { router } = renderPages();
    await leaveAtAndReturn(router, 4770);
    pageHeight = 3000;
    act(() => seen.current!.attempt(true));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 2200);
    expect(screen.getByText('In place')).toBeInTheDocument();
  });

  it('gives up after a while rather than jump much later', async () => {
    vi.useFakeTimers();
    try {
      const { router } = renderPages();
      await leaveAtAndReturn(router, 4770);
      expect(screen.getByText('Restoring 2 pages')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByText('In place')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the first entry of a document', () => {
  // A fresh copy of the module per document: it checks the opening once.
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  // react-router names the first entry of every document 'default'.
  const earlier = JSON.stringify([['default', { y: 900, pages: 1 }]]);
  const opened = (type: string) =>
    vi.stubGlobal('performance', {
      getEntriesByType: () => [{ type }],
    });

  it('is forgotten when the document was opened afresh', async () => {
    sessionStorage.setItem(STORE, earlier);
    opened('navigate');
    const { savedPlace } = await import('./use-restored-scroll');
    expect(savedPlace('default')).toBeUndefined();
  });

  it('is kept on a reload and on Back to the document', async () => {
    for (const type of ['reload', 'back_forward']) {
      vi.resetModules();
      sessionStorage.setItem(STORE, earlier);
      opened(type);
      const { savedPlace } = await import('./use-restored-scroll');
      expect(savedPlace('default'), type).toEqual({ y: 900, pages: 1 });
    }
  });
});

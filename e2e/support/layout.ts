import { expect, type Locator, type Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Fails when two on-screen boxes share any area. */
export function expectApart(a: Box | null, b: Box | null, what: string) {
  expect(a, what).not.toBeNull();
  expect(b, what).not.toBeNull();
  const overlap =
    a!.x < b!.x + b!.width &&
    b!.x < a!.x + a!.width &&
    a!.y < b!.y + b!.height &&
    b!.y < a!.y + a!.height;
  expect(overlap, `${what}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
    false,
  );
}

/** Fails when the page is wider than the screen and scrolls sideways. */
export async function expectNoSideScroll(page: Page, what?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

const jumpToFoot = (page: Page) =>
  page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight),
  );

/** Scrolls to the foot of the page and waits until it is there. */
export async function scrollToEnd(page: Page) {
  await jumpToFoot(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
}

/**
 * At the foot of the page nothing can scroll out from under a floating
 * button any more, so it must sit below the last row of `list`.
 */
export async function expectBelowList(floating: Locator, list: Locator) {
  const button = await floating.boundingBox();
  const rows = await list.boundingBox();
  expect(button!.y).toBeGreaterThanOrEqual(rows!.y + rows!.height);
}

/**
 * Keeps scrolling to the foot of the page, where a grid drawn near the view
 * draws its next cards, until `probe` answers `expected`.
 */
export async function scrollWhileDrawing<T>(
  page: Page,
  probe: () => Promise<T>,
  expected: T,
  message: string,
) {
  await expect
    .poll(
      async () => {
        await jumpToFoot(page);
        return probe();
      },
      { message, intervals: [100], timeout: 60_000 },
    )
    .toBe(expected);
}

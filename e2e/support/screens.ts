import { test } from '@playwright/test';

/** A touch phone 375 px wide. */
export const PHONE = {
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
};

/** A desktop 1280 px wide. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Declares the journeys twice, at 1280 px and on a 375 px touch phone;
 * `phone` tells them which, so they can tap instead of click.
 */
export function onDesktopAndPhone(journeys: (phone: boolean) => void) {
  for (const phone of [false, true]) {
    test.describe(phone ? 'at 375 px with touch' : 'at 1280 px', () => {
      test.use(phone ? PHONE : DESKTOP);
      journeys(phone);
    });
  }
}

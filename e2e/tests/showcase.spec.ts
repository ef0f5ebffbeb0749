import { expect, test } from '@playwright/test';

import { expectNoSideScroll } from '../support/layout';
import { onDesktopAndPhone } from '../support/screens';

/** Each tab and the labelled element that proves its panel rendered. */
const TABS: [string, 'list' | 'button', string][] = [
  ['Activity Cards', 'list', 'Subcategory illustrations'],
  ['Modal Examples', 'button', 'Restaurant dialog'],
  ['Colors & Typography', 'list', 'Category colours'],
  ['Components', 'list', 'Usage meters'],
  ['Spacing & Grid', 'list', 'Grid sample'],
  ['Interactive States', 'list', 'Card selection states'],
];

onDesktopAndPhone((phone) => {
  test('the design system shows every tab with the real components and fits the screen', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/test/design-system');
    await expect(
      page.getByRole('heading', { name: 'Design System', level: 1 }),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: 'Activity card samples' });
    await expect(
      cards.getByText('Concert Venue - Check for Events'),
    ).toBeVisible();
    await expect(cards.getByText('Date & Time: To Be Announced')).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Subcategory illustrations' })
        .getByRole('img', {
          name: 'Mexican illustration',
        }),
    ).toBeVisible();
    for (const [tab, role, name] of TABS) {
      const t = page.getByRole('tab', { name: tab });
      await (phone ? t.tap() : t.click());
      await expect(t).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole(role, { name }).first()).toBeVisible();
      if (tab === 'Modal Examples') {
        await page.getByRole('button', { name: 'Restaurant dialog' }).click();
        const dialog = page.getByRole('dialog', { name: 'Sample Taqueria' });
        await expect(
          dialog.getByRole('list', { name: 'Suggested times' }),
        ).toBeVisible();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
      }
      await expectNoSideScroll(page, `${tab} fits the width`);
    }
    expect(errors).toEqual([]);
  });

  test('the design template toggles weather chips, budget type and the 0-200 budget', async ({
    page,
  }) => {
    await page.goto('/test/design-template');
    const chips = page.getByRole('group', { name: 'Preferred weather' });
    for (const label of [
      'Sunny',
      'Partly Cloudy',
      'Cloudy',
      'Overcast',
      'Clear',
      'Foggy',
    ]) {
      await expect(
        chips.getByRole('button', { name: label, exact: true }),
      ).toBeVisible();
    }
    const foggy = chips.getByRole('button', { name: 'Foggy' });
    await (phone ? foggy.tap() : foggy.click());
    await expect(foggy).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: 'Sunny' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('radio', { name: 'Total' }).check();
    const slider = page.getByRole('slider', { name: /Budget/ });
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '200');
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.getByText('Budget: $200 total')).toBeVisible();
  });
});

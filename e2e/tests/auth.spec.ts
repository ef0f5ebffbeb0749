import { expect, test, type Page } from '@playwright/test';

import { TEST_PASSWORD as PASSWORD, uniqueEmail } from '../support/session';

async function signInFromLanding(page: Page, email: string) {
  const panel = page.getByRole('complementary', {
    name: 'Sign in to start planning',
  });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel(/^Password/).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Start Planning' }).click();
}

test('a new user registers, onboards, signs out and signs in again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = uniqueEmail('e2e');

  await page.goto('/');
  await page.getByRole('link', { name: 'Create free account' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name (optional)').fill('Casey Rivera');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Concerts & Events' }).click();
  await page.getByRole('button', { name: 'Outdoor Activities' }).click();
  await expect(next).toBeEnabled();
  for (let step = 0; step < 4; step++) await next.click();
  await expect(
    page.getByRole('heading', { name: 'Finish Setup' }),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/onboarding-desktop.png' });
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { name: 'Welcome, Casey Rivera!' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('You have been signed out successfully.'),
  ).toBeVisible();

  await page.goto('/home');
  await expect(page).toHaveURL(/\/\?next=%2Fhome$/);

  await signInFromLanding(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { name: 'Welcome back, Casey Rivera!' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('the saved preferences load in Edit Preferences', async ({ page }) => {
  const email = uniqueEmail('e2e');
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Shopping' }).click();
  for (let step = 0; step < 3; step++) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Vegan' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { name: 'Welcome, User!' }),
  ).toBeVisible();

  await page.goto('/preferences');
  await expect(page.getByRole('button', { name: 'Shopping' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Vegan' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.screenshot({
    path: 'e2e/artifacts/preferences-desktop.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Thai' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(
    page.getByText('Preferences updated successfully!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('registration shows each validation message', async ({ page }) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Create Account' });

  await submit.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(
    page.getByText('You must agree to the terms and conditions'),
  ).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByLabel(/^Password/).fill('Ab1');
  await submit.click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(
    page.getByText('Password must be at least 8 characters'),
  ).toBeVisible();

  await page.getByLabel(/^Password/).fill('lowercase1');
  await submit.click();
  await expect(
    page.getByText(
      'Password must contain uppercase, lowercase, and numeric characters',
    ),
  ).toBeVisible();

  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Different1');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  const taken = uniqueEmail('e2e');
  await page.getByLabel('Email').fill(taken);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/register');
  await page.getByLabel('Email').fill(taken);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText(/already/i);
});

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/login');
  await signInFromLanding(page, uniqueEmail('e2e'));
  await expect(page.getByRole('alert')).toHaveText(
    'Incorrect email or password',
  );
});

test('the account pages fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const fitsWidth = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);

  await page.goto('/register');
  await fitsWidth();
  await page.screenshot({ path: 'e2e/artifacts/register-mobile.png' });
  await page.getByLabel('Email').fill(uniqueEmail('e2e'));
  await page.getByLabel('Username (optional)').fill(`m${Date.now()}`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Food & Dining' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('heading', { name: 'Budget & Travel' }),
  ).toBeVisible();
  await fitsWidth();
  await page.screenshot({ path: 'e2e/artifacts/onboarding-mobile.png' });
  await page.getByRole('button', { name: 'Skip Setup' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Welcome, m',
  );
  await fitsWidth();
  await page.screenshot({ path: 'e2e/artifacts/home-mobile.png' });

  await page.goto('/preferences');
  await expect(
    page.getByRole('slider', { name: 'Budget per day' }),
  ).toBeVisible();
  await fitsWidth();
  await page.screenshot({
    path: 'e2e/artifacts/preferences-mobile.png',
    fullPage: true,
  });
});

test('forgot and reset password pages talk to the server', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('complementary')
    .getByRole('link', { name: 'Forgot your password?' })
    .click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(uniqueEmail('e2e'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, we have sent a link to reset your password.',
  );

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/reset-password/);
});

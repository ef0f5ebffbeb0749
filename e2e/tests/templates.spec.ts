import { expect, test } from '@playwright/test';

test('a template used from the Templates tab opens the created plan with its activities', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = `tpl-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'Weekend2024', full_name: 'Tina Template' },
  });
  expect(res.status()).toBe(201);
  const session = await res.json();
  await page.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  page.on('dialog', (d) => void d.accept());

  await page.goto('/dashboard?tab=7');
  await page.getByRole('tab', { name: 'Date Night' }).click();
  const card = page.getByRole('article', { name: 'Classic Date Night' });
  await expect(card).toBeVisible();
  await card
    .getByRole('button', { name: 'View details of Classic Date Night' })
    .click();
  const details = page.getByRole('dialog');
  const list = details.getByRole('list', { name: 'Template activities' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const firstActivity = (await list
    .getByRole('listitem')
    .first()
    .locator('p')
    .first()
    .textContent())!.trim();
  expect(firstActivity.length).toBeGreaterThan(0);
  await details.getByRole('button', { name: 'Use This Template' }).click();

  const start = page.getByRole('dialog');
  await expect(start.getByLabel(/Start Date/)).toBeVisible();
  await start.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page).toHaveURL(/\/my-plans/);
  const plan = page.getByRole('dialog');
  await expect(plan.getByText('My Classic Date Night Plan')).toBeVisible();
  await expect(plan.getByText(firstActivity).first()).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect, type Page } from '@playwright/test';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo-shop' } as const;

/*
 * The one login of the e2e tests. A saved storageState per demo account cannot stand in for it:
 * the access token lives in the page's memory only, and the refresh cookie that brings it back
 * is used once (each refresh revokes it), so a second test presenting the same saved cookie
 * would be taken for a thief and end the session of both. Each test logs in itself.
 */

/**
 * Logs in the way a buyer does: the header's login button, the dialog's fields, its button; done
 * when the dialog has closed and the header shows the account menu.
 */
export async function logInThroughDialog(
  page: Page,
  login: { email: string; password: string } = DEMO_LOGIN,
  /** 'here' logs in on the page already open instead of the start page */
  where: 'start' | 'here' = 'start',
): Promise<void> {
  if (where === 'start') await page.goto('/de/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in or register' });
  await dialog.getByLabel('E-mail address').fill(login.email);
  await dialog.getByLabel('Password', { exact: true }).fill(login.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /My account/ })).toBeVisible({ timeout: 15_000 });
}

/**
 * Logs in through the shop's login call, for tests of what comes after it; the start page then
 * restores the session as after a reload.
 */
export async function logInThroughApi(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/auth/login', {
    data: { name: email, password: DEMO_LOGIN.password, stayConnected: true },
  });
  expect(res.status()).toBe(200);
  await page.goto('/de/en');
  await page.evaluate(() => localStorage.setItem('shop.sessionHint', '1'));
}

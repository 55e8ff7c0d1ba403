import { expect, type Page } from '@playwright/test';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo-shop' } as const;

/**
 * Logs in the way a buyer does: the header's login button, the dialog's fields, its button; done
 * when the dialog has closed and the header shows the account menu.
 */
export async function logInThroughDialog(
  page: Page,
  login: { email: string; password: string } = DEMO_LOGIN,
): Promise<void> {
  await page.goto('/de/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in or register' });
  await dialog.getByLabel('E-mail address').fill(login.email);
  await dialog.getByLabel('Password', { exact: true }).fill(login.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /My account/ })).toBeVisible({ timeout: 15_000 });
}

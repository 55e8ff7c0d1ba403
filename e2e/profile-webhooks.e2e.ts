import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInThroughApi } from './support/login.ts';
import { createThrowawayAccount } from './support/throwaway-account.ts';

test.describe('profile webhooks', () => {
  test('a customer is told in words why an address is refused, by the form and by the server', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { email } = createThrowawayAccount();
    await logInThroughApi(page, email);
    await page.goto('/de/en/account/profile');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('No webhook is registered yet.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(section.getByText('No deliveries yet.')).toBeVisible();

    const address = section.getByRole('textbox', { name: 'Address (https)' });
    await address.fill('http://erp.example.com/hook');
    await address.press('Enter');
    await expect(section.getByText('The address must start with https://.')).toBeVisible();
    await expect(section.getByText('Please choose at least one event.')).toBeVisible();
    await expect(address).toBeFocused();

    // the cloud metadata service: the production policy refuses it on the server
    await address.fill('https://169.254.169.254/latest/meta-data');
    await section.getByRole('checkbox', { name: 'Invoice issued' }).check();
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await expect(
      section.getByText(
        'The address must reach a public server on the internet, not a local or private network.',
      ),
    ).toBeVisible();
    await expect(section.getByText('No webhook is registered yet.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

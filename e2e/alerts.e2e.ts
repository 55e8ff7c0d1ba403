import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { consentStorageState } from './support/consent.ts';
import { e2eServer } from './support/e2e-server.ts';
import { mailCount, waitForMail } from './support/inbox.ts';
import { logInThroughApi } from './support/login.ts';
import { runCommand } from './support/own-shop.ts';
import { createThrowawayAccount } from './support/throwaway-account.ts';

/**
 * Alerts by mail (docs/decisions/150-article-alerts.md): a customer sets an alert on a producer's
 * page, the ERP imports a new article of that producer through the operator API, the operator
 * runs the digest (`npm run alerts -- --send`), and the customer's mail names the article with its
 * link and carries the one-click unsubscribe headers, which work without a login.
 */
const PRODUCER = 97_001;
const shopEnv = {
  DATA_DIR: e2eServer.dataDir,
  DATABASE_URL: '',
  PUBLIC_URL: e2eServer.baseUrl,
  SMTP_URL: process.env.E2E_SMTP_URL ?? '',
};

test.use({ storageState: consentStorageState(e2eServer.baseUrl) });

async function operatorImport(request: APIRequestContext, token: string, lines: object[]) {
  const res = await request.post('/operator/v1/imports/catalog', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    data: lines.map((line) => JSON.stringify(line)).join('\n') + '\n',
  });
  expect(res.status(), await res.text()).toBe(202);
  const { id } = (await res.json()) as { id: number };
  await expect
    .poll(
      async () => {
        const job = await request.get(`/operator/v1/imports/catalog/jobs/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const answer = (await job.json()) as { state: string; result: { ok: boolean } | null };
        return `${answer.state} ${answer.result?.ok ?? ''}`;
      },
      { timeout: 30_000 },
    )
    .toBe('succeeded true');
}

test('an alert set on a producer page brings a digest of its new article', async ({ page }) => {
  test.setTimeout(120_000);
  const created = await runCommand(
    'packages/server/src/operator/operator-token-cli.ts',
    ['create', '--name', 'alerts-e2e', '--scopes', 'catalog'],
    shopEnv,
  );
  expect(created.code, created.stderr).toBe(0);
  const token = /^op_\S+$/m.exec(created.stdout)?.[0] ?? '';
  await operatorImport(page.request, token, [
    { type: 'producer', dbId: PRODUCER, name: 'Alarmwerk' },
  ]);

  const { email } = createThrowawayAccount();
  await logInThroughApi(page, email);
  await page.goto(`/de/en/producer/${PRODUCER.toString(16)}`);
  await page.getByRole('button', { name: 'Alert me by mail' }).click();
  const form = page.getByRole('form', { name: /Alert me about/ });
  for (const kind of ['New articles', 'Back in stock', 'Release date moved']) {
    await expect(form.getByRole('checkbox', { name: kind })).toBeChecked();
  }
  await form.getByRole('button', { name: 'Set alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert set.' })).toBeVisible();

  await operatorImport(page.request, token, [
    {
      type: 'article',
      articleNumber: 'ALW100',
      localization: { en: { name: 'Alarm clock dragon' }, de: { name: 'Drachenwecker' } },
      state: 'inStock',
      stockQuantity: 30,
      caseQuantity: 1,
      producerDbId: PRODUCER,
      taxRate: 19,
      releaseDate: '2027-10-25',
      prices: { EUR: { singlePrice: 1200, evp: 2499 } },
    },
  ]);
  const since = mailCount();
  const sent = await runCommand('packages/server/src/operator/alerts-cli.ts', ['--send'], shopEnv);
  expect(sent.code, sent.stderr).toBe(0);

  const mail = await waitForMail(email, since, /ALW100/);
  expect(mail.subject).toBe('News from your alerts');
  expect(mail.text).toContain('New articles');
  expect(mail.text).toContain('Alarm clock dragon (ALW100) · Release: end of October 2027');
  expect(mail.text).toContain(`${e2eServer.baseUrl}/de/en/product/ALW100`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43})>$/.exec(
    mail.headers['list-unsubscribe'] ?? '',
  )?.[1];
  expect(link, mail.headers['list-unsubscribe']).toBeDefined();

  const unsubscribed = await page.request.post(new URL(link!).pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  await page.goto('/de/en/account/alerts');
  const alert = page.getByRole('listitem', { name: 'Producer: Alarmwerk' });
  await expect(alert.getByText('Paused')).toBeVisible();
  await expectNoAxeViolations(page);

  // on a phone the page fits the screen, and the keyboard takes the alert up again
  await page.setViewportSize({ width: 375, height: 740 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const resume = alert.getByRole('button', { name: 'Resume' });
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(alert.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(alert.getByText('Paused', { exact: true })).toBeHidden();
});

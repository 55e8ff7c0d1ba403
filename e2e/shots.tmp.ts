import { chromium } from '@playwright/test';
const base = 'http://localhost:3900';
async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [w, h, tag] of [[1440, 1000, 'd'], [390, 844, 'm']] as const) {
    for (const lang of ['en', 'de']) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang });
      const page = await ctx.newPage();
      await page.goto(base + '/');
      await page.request.post(base + '/auth/login', { data: { name: 'demo@example.com', password: 'demo-shop', stayConnected: true } });
      await page.evaluate(() => localStorage.setItem('shop.sessionHint', '1'));
      await page.goto(`${base}/de/${lang}/account/invoices`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/inv-${lang}-${tag}.png`, fullPage: true });
      const pay = page.getByRole('link', { name: /pay|bezahl/i }).first();
      if (await pay.count()) {
        await pay.click();
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/shots/pay-${lang}-${tag}.png`, fullPage: true });
        const submit = page.getByRole('button', { name: /pay|bezahl/i }).last();
        if (await submit.count()) { await submit.click(); await page.waitForTimeout(800);
          await page.screenshot({ path: `/tmp/shots/payerr-${lang}-${tag}.png`, fullPage: true }); }
      }
      await page.goto(`${base}/de/${lang}/account`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/ov-${lang}-${tag}.png`, fullPage: true });
      await ctx.close();
    }
  }
  await browser.close();
}
main();

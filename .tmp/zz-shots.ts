import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
const consent = JSON.stringify({ version: 1, statistics: false, marketing: false, decidedAt: new Date().toISOString() });
for (const [size, viewport] of Object.entries(sizes)) {
  for (const language of ['de', 'en', 'ja']) {
    // first visit: no consent stored, the bar shows
    const fresh = await browser.newContext({ viewport });
    const page = await fresh.newPage();
    await page.goto(`${base}/de/${language}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/start-${language}-${size}-first-visit.png` });
    await fresh.close();
  }
  const context = await browser.newContext({ viewport });
  await context.addInitScript((value) => localStorage.setItem('shop.consent', value), consent);
  const page = await context.newPage();
  await page.goto(`${base}/de/de`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/start-de-${size}-full.png`, fullPage: true });
  await page.goto(`${base}/de/en/search/figur`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/search-en-${size}.png` });
  await context.close();
}
await browser.close();

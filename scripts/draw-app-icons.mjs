// Draws the installable shop's icons (docs/decisions/145-installable-shop-and-offline-scan.md)
// from the shop's mark, the favicon of packages/web/index.html, in Debian's Chromium:
// node scripts/draw-app-icons.mjs, after the mark changes; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const WEB = 'packages/web';
const OUT = path.join(WEB, 'public', 'icons');
const NAVY = '#1a2b57';

const html = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8');
const mark = /rel="icon"[^>]*href="(data:image\/svg\+xml,[^"]+)"/.exec(html)?.[1];
if (mark === undefined) throw new Error('index.html has no SVG favicon');

/** `inset` of the size is left around the mark: a maskable icon keeps it inside its safe zone. */
const icons = [
  { file: 'app-192.png', size: 192, background: 'transparent', inset: 0 },
  { file: 'app-512.png', size: 512, background: 'transparent', inset: 0 },
  { file: 'app-maskable-512.png', size: 512, background: NAVY, inset: 0.15 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
try {
  const page = await browser.newPage();
  fs.mkdirSync(OUT, { recursive: true });
  for (const icon of icons) {
    const pad = Math.round(icon.size * icon.inset);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;background:${icon.background}">` +
        `<img src="${mark}" style="display:block;margin:${pad}px;` +
        `width:${icon.size - 2 * pad}px;height:${icon.size - 2 * pad}px"></body>`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
  }
} finally {
  await browser.close();
}

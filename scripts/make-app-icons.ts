// Renders the app's icons (shell/public/icons/*.svg) to the PNG sizes the web app
// manifest names, with the browser the journeys use. Run after changing an SVG:
//   CHROME_PATH=/usr/bin/chromium npx node scripts/make-app-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const dir = path.join(import.meta.dirname, '../shell/public/icons');
const outputs = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-192.png', size: 192 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH });
try {
  for (const { svg, png, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = fs.readFileSync(path.join(dir, svg), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(dir, png), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}

// Temporary: screenshots of the screens this change touched (not committed).
import { chromium } from 'playwright-core';
const base = process.env.URL ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(`${base}/admin`);
await page.getByLabel('Email').fill('admin@default.local');
await page.getByLabel('Password').fill(process.env.PW);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation').waitFor();
await page.goto(`${base}/admin/configurations`);
await page.getByText('Demo').first().click();
await page.waitForTimeout(1500);
for (const title of ['Supplier Data With Pagination', 'External Approval API', 'General Configurations']) {
  await page.getByRole('button', { name: title }).click();
  await page.waitForTimeout(600);
  const region = page.getByRole('region', { name: title });
  await region.screenshot({ path: `/tmp/shots/${title.replaceAll(' ', '-')}.png` }).catch(async () => page.screenshot({ path: `/tmp/shots/${title.replaceAll(' ', '-')}.png`, fullPage: true }));
  await page.getByRole('button', { name: title }).click();
}
await page.goto(`${base}/admin/activity`);
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shots/activity.png', fullPage: true });
const connected = await (await page.request.get(`${base}/api/apps/00000000-0000-4000-8000-00000000de00/suppliers?pageSize=1`, { headers: {} })).text().catch(() => '');
console.log(connected.slice(0, 200));
await browser.close();

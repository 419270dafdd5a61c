import { expect } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import { test } from '../support/test.ts';

test('a signed-in console gets its scripts brotli-compressed and cacheable for a year', async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  const scripts: { url: string; encoding?: string; cache?: string; bytes: number }[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
      bytes: Number(headers['content-length'] ?? 0),
    });
  });
  await page.reload();
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin.png') });

  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  const entryScript = scripts.find((script) => entry && script.url.endsWith(entry));
  expect(entryScript?.encoding).toBe('br');
  for (const script of scripts) {
    // The build leaves files under 1 kB uncompressed: a copy would save less than it costs.
    if (script.encoding !== 'br') expect(script.bytes, script.url).toBeLessThan(1024);
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
  }
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  testInfo.annotations.push({ type: 'scripts', description: `${scripts.map((s) => new URL(s.url).pathname).join(' ')} ${scripts.length} scripts, ${(total / 1024).toFixed(1)} kB brotli` });
});

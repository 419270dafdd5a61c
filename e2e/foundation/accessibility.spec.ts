import { assertAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/test.ts';

/** The axe check wired into every support helper must be able to fail, and say why. */
test('the accessibility check names each violation with its rule, impact, place and help', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Broken</title></head>' +
      '<body><main><h1>Broken</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<ul><div>not an item</div></ul></main></body></html>',
  );
  const failure = assertAccessible(page, 'a page with known violations');
  await expect(failure).rejects.toThrow(/- image-alt \(critical\): Images must have alternative text/);
  await expect(failure).rejects.toThrow(/- list \(serious\):[^\n]*\n[^\n]*dequeuniversity[^\n]*\n\s+on ul/);

  await page.setContent('<!doctype html><html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1></main></body></html>');
  await assertAccessible(page, 'a page without violations');
});

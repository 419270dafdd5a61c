import type { AppListEntry } from '@connector/contracts';
import { expect, type Browser, type Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { ConsoleApi, unique } from '../support/api.ts';
import { seedRiskApplication } from '../support/assessments.ts';
import { clickSignIn, fillCredentials, goToConsole, type Credentials } from '../support/sign-in.ts';
import { DEADLINE } from '../support/deadlines.ts';
import { ADMIN, consoleUrl } from '../support/stack.ts';
import { bearerOf, test } from '../support/test.ts';
import { newSuperAdmin, syncThroughApi } from '../suppliers/data.ts';
import { useApplication } from '../suppliers/steps.ts';
import { consoleRoutes, demoIds, routeUrls, type DemoIds } from './routes.ts';

/** A phone held upright (issue 26: every signed-in screen at 390 × 844). */
const PHONE = { width: 390, height: 844 };

const ROUTES = await consoleRoutes();

test.use({ viewport: PHONE });

/** What every screen is looked at with: a super administrator of the worker's own, an application synced for it. */
interface Screens {
  user: Credentials;
  app: AppListEntry;
  ids: DemoIds;
}

/** The API as the first super administrator, signed in at a desktop's width (the support's sign-in waits for the side menu). */
function wideSignIn(browser: Browser): Promise<string> {
  return bearerOf(browser, ADMIN, { width: 1280, height: 800 });
}

/**
 * `test` with `screens`, seeded once per worker: an application of its own wired to the
 * simulators with both Catalysts on and its few dozen suppliers synced, so that the supplier
 * screens have rows and the detail screens a linked supplier; the user is the worker's own, so the
 * application it chooses is no other test's.
 */
const narrowTest = test.extend<object, { screens: Screens }>({
  screens: [
    async ({ browser }, use) => {
      const api = await ConsoleApi.renewing(() => wideSignIn(browser));
      const app = await seedRiskApplication(api, `Narrow_${unique()}`);
      await syncThroughApi(api, app.value);
      const user = await newSuperAdmin(api);
      const ids = await demoIds(api, app.value);
      await api.dispose();
      await use({ user, app, ids });
    },
    { scope: 'worker', timeout: DEADLINE.sync + 120_000 },
  ],
});

/** Signs in at the phone's width (the shell shows its menu button, not the side menu) and works on the seeded application. */
async function signInNarrow(page: Page, { user, app }: Screens): Promise<void> {
  await goToConsole(page);
  await fillCredentials(page, user, { audit: false });
  await clickSignIn(page);
  await expect(page, 'the console after sign-in').toHaveURL(/\/admin(\/|$)/, { timeout: DEADLINE.page });
  await expect(menuButton(page)).toBeVisible({ timeout: DEADLINE.page });
  await useApplication(page, app.label);
}

function menuButton(page: Page) {
  return page.getByRole('button', { name: 'Open the main menu' });
}

/** Waits for the screen's title and for its data: no spinner or busy region left. */
async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(consoleUrl(url));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: DEADLINE.page });
  await expect(page.locator('[role="progressbar"]:visible, [aria-busy="true"]:visible')).toHaveCount(0, { timeout: DEADLINE.page });
}

/** Sign out in the top bar, and the menu one click away: a drawer that takes the focus and gives it back. */
async function assertShellReachable(page: Page, { email }: Credentials): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  const button = menuButton(page);
  await expect(button).toBeInViewport();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeInViewport();
  // The open drawer is modal: the rest of the page, the button with it, is hidden from the accessibility tree.
  await expect(page.getByRole('button', { name: 'Open the main menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('presentation').filter({ has: menu })).toContainText(email);
  expect(await page.evaluate(() => document.activeElement?.closest('.MuiDrawer-root') !== null), 'the focus is in the drawer').toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/**
 * What sticks out past the viewport's right edge without an area of its own to hold it: the
 * page's own width, and each element whose box passes the edge with no ancestor that scrolls
 * sideways (a table's container does) or clips it (a progress bar's track, whose bar slides
 * through it).
 */
function overflow(): { pageWidth: number; viewport: number; offenders: string[] } {
  const viewport = document.documentElement.clientWidth;
  const heldInside = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX)) return true;
    }
    return false;
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const offenders = [...document.body.querySelectorAll('*')]
    // An invisible box still widens the page, so only what takes no room (display: none) is left out.
    .filter((element) => element.checkVisibility())
    .filter((element) => element.getBoundingClientRect().right > viewport + 0.5 && !heldInside(element))
    .map(name);
  return { pageWidth: document.documentElement.scrollWidth, viewport, offenders };
}

async function assertNoOverflow(page: Page): Promise<void> {
  const { pageWidth, viewport, offenders } = await page.evaluate(overflow);
  expect(offenders, 'elements past the right edge outside a scroll area').toEqual([]);
  expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(viewport);
}

for (const path of ROUTES) {
  narrowTest(`at 390 × 844, /admin/${path} fits the screen`, async ({ page, screens }, testInfo) => {
    await signInNarrow(page, screens);
    for (const url of routeUrls(path, screens.ids)) {
      await narrowTest.step(url, async () => {
        await openScreen(page, url);
        // Kept before any check, so a failing screen's picture is there to look at.
        const file = testInfo.outputPath(`${url.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${url} at 390 × 844`, { path: file, contentType: 'image/png' });
        await assertNoOverflow(page);
        await assertShellReachable(page, screens.user);
        await assertAccessible(page, `${url} at 390 × 844`);
      });
    }
  });
}

/** Where a table's first cells are, and its second, against its scroll area's left edge, after the area has scrolled sideways to its end. */
function scrolledTable(table: HTMLElement): { scrolled: number; firstCells: number[]; secondCell: number; background: string } {
  const area = table.parentElement as HTMLElement;
  area.scrollLeft = area.scrollWidth;
  const edge = area.getBoundingClientRect().left;
  const rows = [...table.querySelectorAll('tr')].filter((row) => row.cells.length > 1);
  const offset = (cell: Element | null | undefined) => (cell ? cell.getBoundingClientRect().left - edge : Number.NaN);
  return {
    scrolled: area.scrollLeft,
    firstCells: rows.map((row) => offset(row.cells[0])),
    secondCell: offset(rows[0]?.cells[1]),
    background: getComputedStyle(rows[0]?.cells[0] as Element).backgroundColor,
  };
}

narrowTest('a table scrolls sideways in its own area and keeps its first column in view', async ({ page, screens }) => {
  await signInNarrow(page, screens);
  await openScreen(page, '/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const { scrolled, firstCells, secondCell, background } = await table.evaluate(scrolledTable);
  expect(scrolled, 'the table is wider than the phone, so its area scrolls').toBeGreaterThan(0);
  expect(secondCell, 'the second column has gone past the left edge').toBeLessThan(0);
  expect(firstCells.length).toBeGreaterThan(1);
  for (const left of firstCells) expect(left, "each row's first cell is still at the area's left edge").toBeCloseTo(0, 0);
  expect(background, 'the first cell hides the cells passing under it').not.toBe('rgba(0, 0, 0, 0)');
  await assertNoOverflow(page);
});

/** The words of an element's text that the browser has broken over more than one line. */
function brokenWords(element: HTMLElement): string[] {
  const text = element.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error(`"${element.textContent}" is not a plain text`);
  const broken: string[] = [];
  for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, word.index);
    range.setEnd(text, word.index + word[0].length);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1) broken.push(word[0]);
  }
  return broken;
}

narrowTest("the configuration wizard's steps keep their words whole", async ({ page, screens }) => {
  await signInNarrow(page, screens);
  await openScreen(page, '/admin/configurations');
  const wizard = page.getByRole('form', { name: screens.app.label });
  for (const label of ['Connectivity', 'Validations']) {
    const step = wizard.getByText(label, { exact: true });
    // The wizard sits below the list of applications, as long as the run has made it.
    await step.scrollIntoViewIfNeeded();
    await expect(step).toBeInViewport({ ratio: 1 });
    expect(await step.evaluate(brokenWords), `the words of the step ${label}`).toEqual([]);
  }
});

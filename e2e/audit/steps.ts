import { readFile } from 'node:fs/promises';
import { endpoints, listTenantAuditEvents, type CreateRoleBody } from '@connector/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { unique } from '../support/api.ts';
import { clickMenuEntry, sideMenu } from '../support/shell.ts';
import { consoleUrl } from '../support/stack.ts';

/** The audit log's events table. */
export function eventsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Audit events' });
}

/** Opens the audit log from the side menu (Configurations → Audit log) and waits for its events. */
export async function goToAuditLog(page: Page): Promise<void> {
  await clickMenuEntry(page, 'Configurations');
  await clickMenuEntry(page, 'Audit log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(eventsTable(page)).toHaveAttribute('aria-busy', 'false');
}

/** Today and tomorrow as the browser's date fields take them (the test and the browser share the machine's time zone). */
export function days(): { today: string; tomorrow: string } {
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  };
  return { today: day(0), tomorrow: day(1) };
}

export interface AuditFilterInput {
  actor?: string;
  from?: string;
  to?: string;
}

/** Fills the filter (fields not named are left as they are), applies it and waits for the events. */
export async function filterAuditLog(page: Page, { actor, from, to }: AuditFilterInput): Promise<void> {
  const filter = page.getByRole('search', { name: 'Filter the audit log' });
  if (actor !== undefined) await filter.getByRole('textbox', { name: 'Who (e-mail or id)' }).fill(actor);
  if (from !== undefined) await filter.getByLabel('From').fill(from);
  if (to !== undefined) await filter.getByLabel('To').fill(to);
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(eventsTable(page)).toHaveAttribute('aria-busy', 'false');
}

/** The text of one column of the events shown. */
export async function columnTexts(page: Page, column: 'When' | 'Who' | 'Source' | 'Record' | 'Action' | 'Changes'): Promise<string[]> {
  const headers = await eventsTable(page).getByRole('columnheader').allInnerTexts();
  const index = headers.indexOf(column);
  return eventsTable(page).locator('tbody tr').locator(`td:nth-child(${index + 1})`).allInnerTexts();
}

export async function assertPagerSays(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Pages of the audit log' }).getByRole('status')).toHaveText(text);
}

export async function clickOlderEvents(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Older events' }).click();
  await expect(eventsTable(page)).toHaveAttribute('aria-busy', 'false');
}

export async function clickNewerEvents(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Newer events' }).click();
  await expect(eventsTable(page)).toHaveAttribute('aria-busy', 'false');
}

export async function chooseRowsPerPage(page: Page, rows: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(rows));
  await expect(eventsTable(page)).toHaveAttribute('aria-busy', 'false');
}

/** Export CSV; resolves with the file's name and its records (RFC 4180), the header first, without the byte order mark. */
export async function exportCsv(page: Page): Promise<{ fileName: string; records: string[][] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = (await readFile(await file.path())).toString('utf8');
  expect(text.startsWith('\uFEFF'), 'a UTF-8 CSV spreadsheet programs read as such').toBe(true);
  await expect(page.getByText(/events? exported$/)).toBeVisible();
  await assertAccessible(page, 'the audit log after an export');
  return { fileName: file.suggestedFilename(), records: parseCsv(text.slice(1)) };
}

/** A CSV's records: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const [c, next] = [text[i], text[i + 1]];
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && (c === ',' || (c === '\r' && next === '\n'))) {
      record.push(field);
      field = '';
      if (c === '\r') {
        records.push(record);
        record = [];
        i += 1;
      }
    } else {
      field += c;
    }
  }
  return records;
}

/** Waits for the bearer token the console sends with its next API call; start it before signing in. */
export function nextBearer(page: Page): Promise<string> {
  return page
    .waitForRequest((request) => request.url().includes('/api/') && Boolean(request.headers().authorization?.startsWith('Bearer ')))
    .then((request) => request.headers().authorization as string);
}

/**
 * Creates roles as the signed-in person whose bearer token is `authorization`, from the console's
 * own page (its tenant's host, which the browser resolves and Node does not).
 */
export async function createRolesAs(page: Page, authorization: string, ids: string[]): Promise<void> {
  for (const roleId of ids) {
    const body: CreateRoleBody = { roleId, name: `role${unique()}`, description: 'Made for the audit log', permissions: ['Connector.Users.List'] };
    const { status, text } = await page.evaluate(
      async ({ path, authorization, body }) => {
        const response = await fetch(path, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: response.status, text: await response.text() };
      },
      { path: endpoints.createRole.path, authorization, body },
    );
    expect(status, text).toBe(201);
  }
}

/** The audit log's own call, as the signed-in person whose bearer token is `authorization`: its HTTP status. */
export async function auditLogStatus(page: Page, authorization: string): Promise<number> {
  const response = await page.request.fetch(consoleUrl(listTenantAuditEvents.path), { headers: { authorization } });
  return response.status();
}

/** The side menu has no Audit log entry, even with Configurations open. */
export async function assertNoAuditLogEntry(page: Page): Promise<void> {
  await expect(sideMenu(page).getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
}

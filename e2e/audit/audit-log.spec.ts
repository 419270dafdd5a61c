import type { CreateRoleBody } from '@connector/contracts';
import { unique, userWith } from '../support/api.ts';
import { clickMenuEntry } from '../support/shell.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { seedTenant } from '../support/users.ts';
import {
  assertNoAuditLogEntry,
  assertPagerSays,
  auditLogStatus,
  chooseRowsPerPage,
  clickNewerEvents,
  clickOlderEvents,
  columnTexts,
  createRolesAs,
  days,
  exportCsv,
  filterAuditLog,
  goToAuditLog,
  nextBearer,
} from './steps.ts';

test('a tenant administrator filters the audit log by who and when, pages it, and exports a CSV with its formula-like cells quoted', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const tenant = await seedTenant(adminApi);
  // An e-mail that starts like a formula (`+`), and role ids that do (`-`): cells a spreadsheet would run.
  const admin = userWith(['tenantAdmin'], { tenantId: tenant, email: `+admin-${unique()}@example.com` });
  await adminApi.createUser(admin);
  await adminApi.createUser(userWith(['userBvd'], { tenantId: tenant }));
  const bearer = nextBearer(page);
  await signIn(page, admin, tenant);
  const roles = Array.from({ length: 12 }, (_, i) => `-audited-${i}-${unique()}`);
  await createRolesAs(page, await bearer, roles);

  await goToAuditLog(page);
  // The tenant's creation and its two users are the super administrator's; the roles are the administrator's.
  await assertPagerSays(page, '1–15 of 15');
  await chooseRowsPerPage(page, 10);
  await filterAuditLog(page, { actor: admin.email.slice(0, 12) });
  await assertPagerSays(page, '1–10 of 12');
  expect(new Set(await columnTexts(page, 'Who'))).toEqual(new Set([admin.email]));
  expect(await columnTexts(page, 'Record')).toEqual(roles.slice(2).reverse().map((roleId) => `Role ${roleId}`));
  await clickOlderEvents(page);
  await assertPagerSays(page, '11–12 of 12');
  expect(await columnTexts(page, 'Record')).toEqual(roles.slice(0, 2).reverse().map((roleId) => `Role ${roleId}`));
  await clickNewerEvents(page);
  await assertPagerSays(page, '1–10 of 12');

  const { today, tomorrow } = days();
  await filterAuditLog(page, { from: tomorrow });
  await expect(page.getByText('No events match this filter.')).toBeVisible();
  await filterAuditLog(page, { from: today, to: today });
  await assertPagerSays(page, '1–10 of 12');

  const { fileName, records } = await exportCsv(page);
  expect(fileName).toMatch(new RegExp(`^audit-${tenant}-\\d{8}-\\d{4}\\.csv$`));
  const [header, ...events] = records;
  const column = (name: string) => events.map((record) => record[header?.indexOf(name) ?? -1]);
  expect(events).toHaveLength(12);
  expect(new Set(column('actorEmail'))).toEqual(new Set([`'${admin.email}`]));
  expect(column('entityId')).toEqual([...roles].reverse().map((roleId) => `'${roleId}`));
  expect(column('action')).toEqual(roles.map(() => 'create'));
});

test('a person without Connector.Audit.View finds no audit log in the menu and cannot open it', async ({ page, adminApi }) => {
  const role: CreateRoleBody = {
    roleId: `noaudit${unique()}`,
    name: `noaudit${unique()}`,
    description: 'Users, not the audit log',
    permissions: ['Connector.Configurations.Menu', 'Connector.Users.List'],
  };
  await adminApi.createRole(role);
  const person = userWith([role.roleId]);
  await adminApi.createUser(person);
  const bearer = nextBearer(page);
  await signIn(page, person);

  await clickMenuEntry(page, 'Configurations');
  await assertNoAuditLogEntry(page);
  await goToConsole(page, undefined, '/admin/audit');
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit events' })).toHaveCount(0);
  expect(await auditLogStatus(page, await bearer)).toBe(403);
});

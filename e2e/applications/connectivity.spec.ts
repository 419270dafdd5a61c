import { unique } from '../support/api.ts';
import {
  assertCellMessage,
  assertFieldMessage,
  assertToast,
  clickApplication,
  clickNext,
  clickPrevious,
  clickSave,
  clickSwitch,
  fieldOf,
  fillField,
  goToApplications,
  openSection,
  seedApplication,
} from '../support/applications.ts';
import { signIn } from '../support/sign-in.ts';
import { ADMIN, simulatorUrl } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

test('shows every rule of the connectivity forms, then saves valid sections', async ({ page, adminApi }) => {
  const app = await seedApplication(adminApi, `Conn_${unique()}`, { configured: false });
  await signIn(page, ADMIN);
  // Only Save stores the app: moving between steps must not.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes(`/api/apps/${app.value}`)) saves.push(request.url());
  });
  await goToApplications(page);
  await clickApplication(page, app.label);
  await expect(page.getByRole('heading', { name: app.label, level: 2 })).toBeVisible();

  // Required fields stop the wizard at Connectivity.
  await clickNext(page);
  const general = await openSection(page, 'General Configurations');
  await assertFieldMessage(general, 'Realm', 'Field is Required');
  await fillField(general, 'Ariba API URL', 'nowhere');
  await assertFieldMessage(general, 'Ariba API URL', 'Must be an URL');

  const orbis = await openSection(page, 'Orbis Configurations');
  await assertFieldMessage(orbis, 'Orbis API URL', 'Field is Required');
  await fillField(orbis, 'Match Score Limit', 'abc');
  await fillField(orbis, 'Parallel Orbis Calls', '1.5');
  await assertFieldMessage(orbis, 'Match Score Limit', 'Field is not a number');
  await assertFieldMessage(orbis, 'Parallel Orbis Calls', 'Field is not an Integer');

  const suppliers = await openSection(page, 'Supplier Data With Pagination');
  await fillField(suppliers, 'Synchronise Changes From (YYYY-MM-DD)', '1999-01-01');
  await assertFieldMessage(suppliers, 'Synchronise Changes From (YYYY-MM-DD)', 'Must Start With 20');

  const emails = await openSection(page, 'Emails Job Configuration');
  await clickSwitch(emails, 'Send Notification Emails');
  await expect(emails.getByText('Field is Required')).toBeVisible();
  await emails.getByRole('button', { name: 'Add a row to Recipients' }).click();
  await assertCellMessage(emails, 'Email, row 1', 'Required');

  // Risk Configuration shows only while the risk integration is on.
  await expect(page.getByRole('button', { name: 'Risk Configuration' })).toBeHidden();

  // Valid values everywhere, the URLs without their ending slash.
  const sim = simulatorUrl();
  await fillField(general, 'Realm', 'connector-T');
  await fillField(general, 'Ariba API URL', `${sim}/ariba`);
  await fillField(orbis, 'Orbis API URL', `${sim}/orbis`);
  await fillField(orbis, 'Orbis API Token', 'sim-orbis-token');
  await fillField(orbis, 'Match Score Limit', '85');
  await fillField(orbis, 'Parallel Orbis Calls', '4');
  await fillField(suppliers, 'Synchronise Changes From (YYYY-MM-DD)', '2024-01-01');
  await fillField(emails, 'Email, row 1', 'ops@example.com');
  await clickNext(page);

  await clickSwitch(page, 'Risk Integration');
  await clickPrevious(page);
  const risk = await openSection(page, 'Risk Configuration');
  await risk.getByRole('button', { name: 'Add a row to Risk Exposure Fields' }).click();
  await fillField(risk, 'Field, row 1', 'RISK_1');
  await fillField(risk, 'Callback URL, row 1', 'http://hooks.example/risk');
  await clickNext(page);
  await assertCellMessage(risk, 'Field, row 1', 'Must Start With FIELD_');
  await assertCellMessage(risk, 'Callback URL, row 1', 'Must be an https URL');
  await assertCellMessage(risk, 'Label, row 1', 'Required');
  await fillField(risk, 'Field, row 1', 'FIELD_01');
  await fillField(risk, 'Label, row 1', 'Overall risk');
  await fillField(risk, 'Callback URL, row 1', 'https://hooks.example/risk');
  await clickNext(page);
  await clickSave(page);
  await assertToast(page, 'Application Updated Successfully');
  expect(saves).toHaveLength(1);

  // Saved, with the ending character appended on validation.
  await page.reload();
  const saved = await openSection(page, 'General Configurations');
  await expect(fieldOf(saved, 'Ariba API URL')).toHaveValue(`${sim}/ariba/`);
  await expect(fieldOf(saved, 'Realm')).toHaveValue('connector-T');
});

import type { AppListEntry } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import { unique } from '../support/api.ts';
import { seedApplication } from '../support/applications.ts';
import { signIn, type Credentials } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { newSuperAdmin, simulatedCompanies } from './data.ts';
import {
  assertCriteriaError,
  chooseCountry,
  chooseMatchPercentage,
  countryField,
  criteriaField,
  criteriaForm,
  goToCriteriaSearch,
  resultRows,
  resultScores,
  searchBy,
  useApplication,
} from './steps.ts';

/**
 * Search by criteria (SUP-10 to SUP-14) on its own, outside the link flow: each rule of
 * the form, then a search of a company of the simulated Orbis, on Enter and on Search. It needs an
 * application wired to the simulators, not its suppliers, so nothing is synced.
 */
let app: AppListEntry;
let admin: Credentials;
/** A company the simulated Orbis holds, with a city, to search for. */
let company: SimCompany;
let countryName: string;

test.beforeAll(async ({ adminApi }) => {
  app = await seedApplication(adminApi, `Crit_${unique()}`);
  admin = await newSuperAdmin(adminApi);
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found = (await simulatedCompanies(200)).find((candidate) => candidate.status === 'Active' && candidate.city !== '');
  if (!found) throw new Error('The simulated Orbis has no active company with a city among its first 200');
  company = found;
  countryName = names.of(company.country) ?? company.country;
});

test('Search waits for a company name, City and Country are required, Match Percentage runs 1–100 %', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/suppliers/match')) searches.push(r.url());
  });
  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToCriteriaSearch(page);
  const search = criteriaForm(page).getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await criteriaField(page, 'Company Name').fill('   ');
  await expect(search).toBeDisabled();
  await criteriaField(page, 'Company Name').fill(company.name);
  await expect(search).toBeEnabled();

  await search.click();
  await assertCriteriaError(criteriaField(page, 'City'), 'City is Required');
  await assertCriteriaError(countryField(page), 'Country is Required');
  await criteriaField(page, 'City').fill(company.city);
  await search.click();
  await expect(criteriaField(page, 'City')).not.toHaveAttribute('aria-invalid', 'true');
  await assertCriteriaError(countryField(page), 'Country is Required');
  await expect(page.getByText('Country is Required')).toHaveCount(1);
  await expect(page.getByText('Fill in the criteria and press Search to find the company in Orbis.')).toBeVisible();
  expect(searches).toEqual([]);

  const percentage = criteriaForm(page).getByRole('combobox', { name: 'Match Percentage' });
  await expect(percentage).toHaveText('85%');
  await percentage.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(100);
  await expect(options.first()).toHaveText('1%');
  await expect(options.last()).toHaveText('100%');
  await expect(page.getByRole('option', { name: '85%', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(percentage).toHaveText('85%');
});

test('a search runs on Enter and on Search, best score first, with the Match Percentage as the floor', async ({ page }) => {
  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToCriteriaSearch(page);
  await criteriaField(page, 'City').fill(company.city);
  await chooseCountry(page, countryName);
  await criteriaField(page, 'Company Name').fill(company.name);

  const onEnter = await searchBy(page, () => criteriaField(page, 'Company Name').press('Enter'));
  expect(onEnter.sent).toMatchObject({ CompanyName: company.name, City: company.city, Country: company.country, MatchPercent: 85 });
  await expect(resultRows(onEnter.results).filter({ hasText: company.bvdId })).toHaveCount(1);
  await expect(onEnter.results.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
  const sure = await resultScores(onEnter.results);
  expect(sure.length).toBeGreaterThan(0);
  expect(sure.every((score) => score >= 85)).toBe(true);
  expect(sure).toEqual(sure.toSorted((a, b) => b - a));
  // A plain search links nothing: 'Add BvdId' belongs to the link flow.
  await expect(onEnter.results.getByRole('button', { name: /^Add BvdId/ })).toHaveCount(0);

  await chooseMatchPercentage(page, 1);
  const onSearch = await searchBy(page, () => criteriaForm(page).getByRole('button', { name: 'Search' }).click());
  expect(onSearch.sent).toMatchObject({ CompanyName: company.name, Country: company.country, MatchPercent: 1 });
  const wide = await resultScores(onSearch.results);
  expect(wide.length).toBeGreaterThan(sure.length);
  expect(wide.some((score) => score < 85)).toBe(true);
  expect(wide).toEqual(wide.toSorted((a, b) => b - a));
  await expect(resultRows(onSearch.results).first()).toContainText(company.bvdId);
  // The order is the screen's own: Score sorts the other way on a click.
  await onSearch.results.getByRole('button', { name: 'Score' }).click();
  await expect(onSearch.results.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'ascending');
  expect(await resultScores(onSearch.results)).toEqual(wide.toReversed());
});

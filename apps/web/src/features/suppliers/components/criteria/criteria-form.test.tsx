import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/render-console.tsx';
import { SCREEN_TEST_MS } from '../../../../../test/render-users.tsx';
import { EMPTY_CRITERIA } from '../../lib/criteria-form.ts';
import { CriteriaForm } from './criteria-form.tsx';

function renderForm(language = 'en') {
  const onSearch = vi.fn();
  renderWithProviders(<CriteriaForm defaultValues={EMPTY_CRITERIA} searching={false} onSearch={onSearch} />, { language });
  return { onSearch, user: userEvent.setup() };
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, label: RegExp, name: string) {
  await user.type(screen.getByRole('combobox', { name: label }), name);
  await user.click(await screen.findByRole('option', { name }));
}

describe('search criteria form', { timeout: SCREEN_TEST_MS }, () => {
  it('keeps Search disabled until a company name is given, and marks City and Country required', async () => {
    const { user } = renderForm();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Country/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).not.toBeRequired();
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), '   ');
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Acme');
    expect(search).toBeEnabled();
  });

  it('refuses a search without city and country, with the messages of SUP-11', async () => {
    const { user, onSearch } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('City is Required')).toBeVisible();
    expect(screen.getByText('Country is Required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('runs on Enter with Match Percentage 85 by default, the exclusions chosen and no empty fields', async () => {
    const { user, onSearch } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Match Percentage' })).toHaveTextContent('85%');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Leeds');
    await chooseCountry(user, /Country/, 'United Kingdom');
    await user.click(screen.getByRole('checkbox', { name: 'Branch locations' }));
    await user.click(screen.getByRole('checkbox', { name: 'Inactive companies' }));
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Acme{Enter}');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toEqual({
      CompanyName: 'Acme',
      City: 'Leeds',
      Country: 'GB',
      MatchPercent: 85,
      // In the order of the flags, whatever the order of the clicks.
      Exclusions: ['ExcludeInactive', 'ExcludeBranchLocations'],
    });
  });

  it('offers every match percentage from 1 % to 100 %', async () => {
    const { user, onSearch } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Match Percentage' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(100);
    expect(options[0]).toHaveTextContent('1%');
    expect(options[99]).toHaveTextContent('100%');
    await user.click(screen.getByRole('option', { name: '60%' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Leeds');
    await chooseCountry(user, /Country/, 'Spain');
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ MatchPercent: 60, Country: 'ES' }), expect.anything()));
  });

  it('speaks Spanish: labels, countries and messages', async () => {
    const { user } = renderForm('es');
    await user.type(screen.getByRole('textbox', { name: 'Nombre de la empresa' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('La ciudad es obligatoria')).toBeVisible();
    expect(screen.getByText('El país es obligatorio')).toBeVisible();
    await chooseCountry(user, /País/, 'Alemania');
    expect(screen.getByRole('combobox', { name: 'Porcentaje de coincidencia' })).toHaveTextContent('85 %');
  });
});

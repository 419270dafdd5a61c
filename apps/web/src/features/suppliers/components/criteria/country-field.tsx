import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import type { SearchCriteria } from '@connector/contracts';
import type { CriteriaFormValues } from '../../lib/criteria-form.ts';
import { countryOptions, type CountryOption } from '../../lib/countries.ts';

// Typing the ISO code ("ES", "GB") finds a country as well as its name does.
const filterOptions = createFilterOptions<CountryOption>({ stringify: (option) => `${option.label} ${option.value}` });

/** The criteria's country: about 250, searchable, named in the reader's language. */
export function CountryField({ control }: { control: Control<CriteriaFormValues, unknown, SearchCriteria> }) {
  const { t, i18n } = useTranslation('suppliers');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { field, fieldState } = useController({ control, name: 'Country' });
  const selected = options.find((option) => option.value === field.value) ?? null;
  const message = fieldState.error?.message;
  return (
    <Autocomplete<CountryOption>
      options={options}
      value={selected}
      onChange={(_, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      filterOptions={filterOptions}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      autoHighlight
      noOptionsText={t('criteria.noCountry')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          name={field.name}
          inputRef={field.ref}
          label={t('criteria.country')}
          error={Boolean(message)}
          helperText={message ? translateMessage(t, message) : undefined}
        />
      )}
    />
  );
}

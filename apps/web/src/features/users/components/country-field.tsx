import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { UserFormControl } from '../lib/form-values.ts';
import { countryOptions, type NamedOption } from '../lib/regions.ts';

// Typing the ISO code ("ES", "GB") finds a country as well as its name does.
const filterOptions = createFilterOptions<NamedOption>({ stringify: (option) => `${option.label} ${option.value}` });

/** About 250 countries: a searchable list, named in the reader's language. */
export function CountryField({ control }: { control: UserFormControl }) {
  const { t, i18n } = useTranslation('users');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { field, fieldState } = useController({ control, name: 'country' });
  const selected = options.find((option) => option.value === field.value) ?? null;
  const message = fieldState.error?.message;
  return (
    <Autocomplete<NamedOption>
      options={options}
      value={selected}
      onChange={(_, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      filterOptions={filterOptions}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      autoHighlight
      noOptionsText={t('form.noCountry')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          name={field.name}
          inputRef={field.ref}
          label={t('form.country')}
          error={Boolean(message)}
          helperText={message ? translateMessage(t, message) : undefined}
        />
      )}
    />
  );
}

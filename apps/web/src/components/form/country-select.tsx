import { COUNTRY_CODES } from '@connector/contracts';
import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from './form-text-field.tsx';

/** Countries named in `language`, in that language's alphabetical order. */
export function countryOptions(language: string): FieldOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

// Typing the ISO code ("ES", "GB") finds a country as well as its name does.
const filterOptions = createFilterOptions<FieldOption>({ stringify: (option) => `${option.label} ${option.value}` });

export interface CountrySelectProps {
  /** The ISO code chosen, or '' for none. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  noOptionsText: string;
  /** The field's error, already in the reader's language. */
  error?: string;
  required?: boolean;
}

/** About 250 countries: a searchable list, named in the reader's language. */
export function CountrySelect({ value, onChange, onBlur, name, inputRef, label, noOptionsText, error, required = true }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Autocomplete<FieldOption>
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.value ?? '')}
      onBlur={onBlur}
      filterOptions={filterOptions}
      isOptionEqualToValue={(option, other) => option.value === other.value}
      autoHighlight
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField {...params} required={required} name={name} inputRef={inputRef} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

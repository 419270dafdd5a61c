import type { MappingItem } from '@connector/contracts';
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_MAX_HEIGHT } from '../lib/menu.ts';

interface ValuesSelectProps {
  /** The label shown. */
  label: string;
  /** The accessible name, when the label shown needs the row's name beside it. */
  name?: string;
  items: readonly MappingItem[];
  values: readonly string[];
  onChange(values: string[]): void;
  disabled?: boolean;
}

const textOf = (item: MappingItem) => item.label || item.value;

/**
 * Several values chosen from a list (MAP-8): a combobox that filters as one types, each choice a
 * chip removed with its delete icon or Backspace. A value the list no longer holds stays shown
 * by itself until it is removed.
 */
export function ValuesSelect({ label, name, items, values, onChange, disabled }: ValuesSelectProps) {
  const { t } = useTranslation('mappings');
  const { options, selected } = useMemo(() => {
    const byValue = new Map(items.map((item) => [item.value, item]));
    const chosen = values.map((value) => byValue.get(value) ?? { value, label: value });
    return { options: [...items, ...chosen.filter((item) => !byValue.has(item.value))], selected: chosen };
  }, [items, values]);
  return (
    <Autocomplete<MappingItem, true>
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      options={options}
      value={selected}
      disabled={disabled}
      getOptionLabel={textOf}
      getOptionKey={(item) => item.value}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      onChange={(_, next) => onChange(next.map((item) => item.value))}
      noOptionsText={t('editor.noValues')}
      slotProps={{ listbox: { sx: { maxHeight: MENU_MAX_HEIGHT } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': name ?? label } }}
        />
      )}
    />
  );
}

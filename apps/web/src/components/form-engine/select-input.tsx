import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { boundProps } from '../form/index.ts';
import type { InputProps } from './text-input.tsx';

/** A string with choices: one of them, or several when the definition says `multiple`. */
export function SelectInput({ control, name, field, label, message, optionText, disabled }: InputProps) {
  const options = field.options ?? [];
  const optionLabel = (value: unknown) => {
    const option = options.find((candidate) => candidate.value === value);
    return option ? optionText(option) : String(value);
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const value = field.multiple ? (Array.isArray(input.value) ? input.value : []) : (input.value ?? '');
        return (
          <TextField
            {...boundProps(input, fieldState, message)}
            value={value}
            select
            fullWidth
            label={label}
            required={Boolean(field.required)}
            disabled={disabled}
            slotProps={{
              select: {
                multiple: Boolean(field.multiple),
                renderValue: (selected) => (Array.isArray(selected) ? selected.map(optionLabel).join(', ') : optionLabel(selected)),
              },
            }}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {field.multiple && <Checkbox size="small" checked={(value as unknown[]).includes(option.value)} sx={{ p: 0, mr: 1 }} />}
                <ListItemText primary={optionLabel(option.value)} />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

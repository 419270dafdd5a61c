import type { FieldDefinition } from '@connector/contracts';
import { TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { boundProps } from '../form/index.ts';
import type { FieldOptionDefinition } from './field-text.ts';
import type { SectionsValues } from './section-resolver.ts';

export interface InputProps {
  control: Control<SectionsValues>;
  /** Path of the value in the form (`section.key`). */
  name: string;
  field: FieldDefinition;
  label: string;
  message: (text: string | undefined) => string | undefined;
  /** The text of a choice of a select field. */
  optionText: (option: FieldOptionDefinition) => string;
  disabled?: boolean;
}

const INPUT_MODES = { int: 'numeric', numeric: 'decimal' } as const;

/** Free text, an integer or a number; numbers keep a text field so a wrong entry can be told. */
export function TextInput({ control, name, field, label, message, disabled }: InputProps) {
  const inputMode = field.type === 'int' || field.type === 'numeric' ? INPUT_MODES[field.type] : undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextField
          {...boundProps(input, fieldState, message)}
          value={input.value == null ? '' : String(input.value)}
          fullWidth
          label={label}
          required={Boolean(field.required)}
          disabled={disabled}
          autoComplete="off"
          slotProps={{ htmlInput: inputMode ? { inputMode } : {} }}
        />
      )}
    />
  );
}

import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n/index.ts';

/** One choice of a select field: the stored value and the text shown for it. */
export interface FieldOption {
  value: string;
  label: string;
}

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Applied to every change, so the field shows what will be saved while the user types. */
  transform?: (value: string) => string;
  /** Makes it a select of these options. */
  options?: readonly FieldOption[];
};

/**
 * A text field (or select) bound to a react-hook-form. Its error is the contracts' English
 * message, shown in the reader's language; `helperText` shows while there is none.
 */
export function FormTextField<T extends FieldValues, TOut>({ control, name, transform, options, helperText, ...props }: FormTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      name={field.name}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      inputRef={field.ref}
      {...props}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      error={Boolean(fieldState.error)}
      helperText={message ? translateMessage(t, message) : helperText}
      select={Boolean(options)}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

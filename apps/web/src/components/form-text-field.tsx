import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n/index.ts';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Applied to every change, so the field shows what will be saved while the user types. */
  transform?: (value: string) => string;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** A text field bound to the form; its error is the contracts' message in the user's language. */
export function FormTextField<T extends FieldValues>({ control, name, transform, hint, ...props }: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...props}
          onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(t, fieldState.error.message) : hint}
        />
      )}
    />
  );
}

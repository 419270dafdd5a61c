import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { NamedOption } from '../lib/regions.ts';
import type { UserField, UserFormControl } from '../lib/form-values.ts';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  control: UserFormControl;
  name: Exclude<UserField, 'roles' | 'enabled'>;
  /** Makes it a select of these options. */
  options?: readonly NamedOption[];
};

/**
 * A text field or select bound to the user form. Its message is the contracts' English text,
 * shown in the reader's language through the messages catalogue.
 */
export function FormTextField({ control, name, options, slotProps, ...props }: FormTextFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      fullWidth
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ? translateMessage(t, message) : props.helperText}
      select={Boolean(options)}
      slotProps={slotProps}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

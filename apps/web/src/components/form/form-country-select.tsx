import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n/index.ts';
import { CountrySelect } from './country-select.tsx';

export interface FormCountrySelectProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The form's field holding the ISO code. */
  name: FieldPath<T>;
  label: string;
  noOptionsText: string;
}

/** The country list bound to a react-hook-form field; its error is the contracts' message in the reader's language. */
export function FormCountrySelect<T extends FieldValues, TOut>({ control, name, label, noOptionsText }: FormCountrySelectProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <CountrySelect
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      label={label}
      noOptionsText={noOptionsText}
      {...(message ? { error: translateMessage(t, message) } : {})}
    />
  );
}

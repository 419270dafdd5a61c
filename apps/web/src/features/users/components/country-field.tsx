import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/form/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { UserFormControl } from '../lib/form-values.ts';

/** The user's country. */
export function CountryField({ control }: { control: UserFormControl }) {
  const { t } = useTranslation('users');
  const { field, fieldState } = useController({ control, name: 'country' });
  const message = fieldState.error?.message;
  return (
    <CountrySelect
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      label={t('form.country')}
      noOptionsText={t('form.noCountry')}
      {...(message ? { error: translateMessage(t, message) } : {})}
    />
  );
}

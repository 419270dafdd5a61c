import type { SearchCriteria } from '@connector/contracts';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../../components/form/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import type { CriteriaFormValues } from '../../lib/criteria-form.ts';

/** The criteria's country. */
export function CountryField({ control }: { control: Control<CriteriaFormValues, unknown, SearchCriteria> }) {
  const { t } = useTranslation('suppliers');
  const { field, fieldState } = useController({ control, name: 'Country' });
  const message = fieldState.error?.message;
  return (
    <CountrySelect
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      label={t('criteria.country')}
      noOptionsText={t('criteria.noCountry')}
      {...(message ? { error: translateMessage(t, message) } : {})}
    />
  );
}

import { LANGUAGES, TENANT_MESSAGES, normaliseTenantName } from '@connector/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { FormSection, FormTextField } from '../../../components/form/index.ts';
import type { TenantFormMode, TenantFormValues } from '../lib/tenant-form-values.ts';
import { WholeNumberField } from './whole-number-field.tsx';

interface TenantFieldsProps {
  control: Control<TenantFormValues>;
  mode: TenantFormMode;
  readOnly: boolean;
  /** Whether the audit retention may be changed (super administrators only). */
  retentionEditable: boolean;
}

/** Who the tenant is and how to reach it. */
export function TenantFields({ control, mode, readOnly, retentionEditable }: TenantFieldsProps) {
  const { t } = useTranslation('tenants');
  const hint = translateMessage(t, TENANT_MESSAGES.nameHint);
  // The unique name is the tenant's host name and the name its handle: both are fixed once created.
  const fixed = readOnly || mode === 'edit';
  const field = { control, disabled: readOnly, required: true } as const;
  return (
    <FormSection title={t('form.sections.tenant')}>
      {(['tenantId', 'name'] as const).map((name) => (
        <FormTextField
          key={name}
          {...field}
          name={name}
          label={t(`form.${name}`)}
          disabled={fixed}
          transform={normaliseTenantName}
          helperText={fixed ? undefined : hint}
          autoComplete="off"
        />
      ))}
      <FormTextField {...field} name="address" label={t('form.address')} autoComplete="street-address" />
      <FormTextField {...field} name="city" label={t('form.city')} autoComplete="address-level2" />
      <FormTextField
        {...field}
        name="language"
        label={t('form.language')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      />
      <FormTextField {...field} name="email" label={t('form.email')} type="email" autoComplete="email" />
      <FormTextField {...field} name="webSiteUrl" label={t('form.webSiteUrl')} type="url" autoComplete="url" />
      <WholeNumberField control={control} name="auditRetentionDays" disabled={readOnly || !retentionEditable} />
      <WholeNumberField control={control} name="idleTimeoutMinutes" disabled={readOnly} />
    </FormSection>
  );
}

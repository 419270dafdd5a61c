import { FormControlLabel, Switch } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, FormTextField } from '../../../components/form/index.ts';
import type { TenantFormValues } from '../lib/tenant-form-values.ts';

interface SwitchFieldProps {
  control: Control<TenantFormValues>;
  name: 'enabled' | 'ssoEnabled';
  label: string;
  disabled: boolean;
}

function SwitchField({ control, name, label, disabled }: SwitchFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={<Switch name={field.name} checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
        />
      )}
    />
  );
}

/** Whether the tenant may sign in, and its single sign-on settings, open only with SSO enabled. */
export function SsoFields({ control, readOnly }: { control: Control<TenantFormValues>; readOnly: boolean }) {
  const { t } = useTranslation('tenants');
  const ssoEnabled = useWatch({ control, name: 'ssoEnabled' });
  const ssoLocked = readOnly || !ssoEnabled;
  return (
    <FormSection title={t('form.sections.access')}>
      <SwitchField control={control} name="enabled" label={t('form.enabled')} disabled={readOnly} />
      <SwitchField control={control} name="ssoEnabled" label={t('form.ssoEnabled')} disabled={readOnly} />
      <FormTextField control={control} name="ssoMetadataUrl" label={t('form.ssoMetadataUrl')} type="url" disabled={ssoLocked} />
      <FormTextField control={control} name="ssoMapping.Email" label={t('form.ssoMappingEmail')} disabled={ssoLocked} />
    </FormSection>
  );
}

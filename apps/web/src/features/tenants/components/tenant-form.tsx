import { Button, Paper, Stack } from '@mui/material';
import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session/index.ts';
import { ClientSecretField } from './client-secret-field.tsx';
import { bodyFieldOf, FormSection, FormTextField, SaveButton, useSaveSubmit } from '../../../components/form/index.ts';
import { FrameAncestorsField } from './frame-ancestors-field.tsx';
import { SsoFields } from './sso-fields.tsx';
import { TenantFields } from './tenant-fields.tsx';
import { EMPTY_TENANT, tenantResolver, type TenantFormMode, type TenantFormOutput, type TenantFormValues } from '../lib/tenant-form-values.ts';

const SERVER_FIELDS = bodyFieldOf<TenantFormValues>([...(Object.keys(EMPTY_TENANT) as (keyof TenantFormValues)[]), 'ssoMapping.Email']);

export interface TenantFormProps {
  mode: TenantFormMode;
  defaultValues: TenantFormValues;
  /** Saves the values; a rejection is reported on the form and in a toast. */
  onSave(values: TenantFormOutput): Promise<unknown>;
  /** Shown without a save button when the user may only look. */
  readOnly?: boolean;
  /** Whether the tenant has a client secret stored. */
  hasSecret?: boolean;
  /** Fetches the stored client secret; absent for callers who may not see it. */
  revealSecret?: () => Promise<string | null>;
  /** Where Cancel leads; no Cancel button without it. */
  cancelTo?: string;
}

export function TenantForm({ mode, defaultValues, onSave, readOnly = false, hasSecret = false, revealSecret, cancelTo }: TenantFormProps) {
  const { t } = useTranslation('tenants');
  const form = useForm<TenantFormValues, unknown, TenantFormOutput>({ defaultValues, resolver: tenantResolver(mode) });
  const duplicate = ({ tenantId }: TenantFormOutput) => t('form.duplicate', { tenantId });
  const { submit, state } = useSaveSubmit(form, { save: onSave, fieldOf: SERVER_FIELDS, conflict: duplicate });
  const { control } = form;
  const superAdmin = useSession().user?.roles.includes(SUPER_ADMIN_ROLE) ?? false;

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 4 }, border: 1, borderColor: 'divider', maxWidth: 960 }}>
      <TenantFields control={control} mode={mode} readOnly={readOnly} retentionEditable={superAdmin} />
      <SsoFields control={control} readOnly={readOnly} />
      <FrameAncestorsField control={control} readOnly={readOnly} />
      {mode === 'edit' && (
        <FormSection title={t('form.sections.client')}>
          <FormTextField control={control} name="appClientId" label={t('form.appClientId')} disabled={readOnly} autoComplete="off" />
          <ClientSecretField control={control} disabled={readOnly} stored={hasSecret} reveal={revealSecret} />
        </FormSection>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'flex-end' }}>
        {cancelTo && (
          <Button component={RouterLink} to={cancelTo}>
            {t('form.cancel')}
          </Button>
        )}
        {!readOnly && <SaveButton state={state} />}
      </Stack>
    </Paper>
  );
}

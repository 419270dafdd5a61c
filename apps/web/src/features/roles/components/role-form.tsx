import { Alert, Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { toRoles } from '../paths.ts';
import { bodyFieldOf, FormTextField, SaveButton, useSaveSubmit } from '../../../components/form/index.ts';
import { groupsFor } from '../lib/permission-groups.ts';
import { PermissionPicker } from './permission-picker.tsx';
import { isReadOnlyRole, roleResolver, type RoleFormMode, type RoleFormOutput, type RoleFormValues } from '../lib/role-form-values.ts';

const SERVER_FIELDS = bodyFieldOf<RoleFormValues>(['roleId', 'name', 'description', 'permissions']);

export interface RoleFormProps {
  mode: RoleFormMode;
  defaultValues: RoleFormValues;
  /** Saves the values; a rejection is reported on the form and in a toast. */
  onSave(values: RoleFormOutput): Promise<unknown>;
}

export function RoleForm({ mode, defaultValues, onSave }: RoleFormProps) {
  const { t } = useTranslation('roles');
  const readOnly = mode === 'edit' && isReadOnlyRole(defaultValues.roleId);
  const form = useForm<RoleFormValues, unknown, RoleFormOutput>({ defaultValues, resolver: roleResolver(mode) });
  const duplicate = ({ roleId }: RoleFormOutput) => t('form.duplicate', { roleId });
  const { submit, state } = useSaveSubmit(form, { save: onSave, fieldOf: SERVER_FIELDS, conflict: duplicate });
  const { control } = form;
  // Offered groups never change while the form is open, even as held extras are cleared.
  const [groups] = useState(() => groupsFor(defaultValues.permissions));

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2.5}>
        {readOnly && <Alert severity="info">{t('form.readOnly')}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <FormTextField control={control} name="roleId" label={t('form.roleId')} required disabled={readOnly || mode === 'edit'} autoComplete="off" />
          <FormTextField control={control} name="name" label={t('form.name')} required disabled={readOnly} autoComplete="off" />
        </Stack>
        <FormTextField control={control} name="description" label={t('form.description')} required disabled={readOnly} multiline minRows={2} />
        <Controller
          control={control}
          name="permissions"
          render={({ field, fieldState }) => (
            <PermissionPicker
              groups={groups}
              value={field.value}
              onChange={field.onChange}
              disabled={readOnly}
              error={fieldState.error?.message ? translateMessage(t, fieldState.error.message) : undefined}
              inputRef={field.ref}
            />
          )}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={toRoles()}>
          {t(readOnly ? 'form.back' : 'form.cancel')}
        </Button>
        {!readOnly && <SaveButton state={state} />}
      </Stack>
    </Paper>
  );
}

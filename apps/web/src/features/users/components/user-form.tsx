import { Box, Button, Grid, Paper, Stack } from '@mui/material';
import { LANGUAGES } from '@connector/contracts';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCountrySelect, FormTextField, SaveButton, useSaveSubmit } from '../../../components/form/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { fieldOfServerError, type UserFormValues } from '../lib/form-values.ts';
import { localeOptions } from '../lib/regions.ts';
import { toUsers } from '../paths.ts';
import { PasswordField } from './password-field.tsx';
import { RoleField } from './role-field.tsx';
import { TenantField } from './tenant-field.tsx';

/** Half the form's width on wider screens, all of it on phones. */
const Half = ({ children }: { children: ReactNode }) => <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;

interface UserFormProps<T> {
  mode: 'create' | 'edit';
  defaultValues: UserFormValues;
  /** The contracts' schema of the body this form sends. */
  resolver: Resolver<UserFormValues, unknown, T>;
  /** Sends the body; a refusal is shown on the form and thrown back. */
  onSubmit(body: T): Promise<unknown>;
}

/** The user form of USR-7 and USR-8; email is read-only on edit, tenant and password are create-only. */
export function UserForm<T>({ mode, defaultValues, resolver, onSubmit }: UserFormProps<T>) {
  const { t, i18n } = useTranslation('users');
  const form = useForm<UserFormValues, unknown, T>({ defaultValues, resolver });
  const { control, formState } = form;
  const { submit, state } = useSaveSubmit(form, { save: onSubmit, fieldOf: fieldOfServerError });
  const languages = useMemo(() => LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })), [t]);
  const locales = useMemo(() => localeOptions(i18n.language), [i18n.language]);

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 }, maxWidth: 880 }}>
      <Grid container spacing={2.5}>
        <Half><FormTextField control={control} name="firstName" label={t('form.firstName')} required autoComplete="off" /></Half>
        <Half><FormTextField control={control} name="lastName" label={t('form.lastName')} required autoComplete="off" /></Half>
        <Half>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('form.email')}
            required={mode === 'create'}
            autoComplete="off"
            helperText={mode === 'edit' ? t('form.emailReadOnly') : undefined}
            slotProps={{ htmlInput: { readOnly: mode === 'edit', maxLength: 254 } }}
          />
        </Half>
        {mode === 'create' && (
          <Half><TenantField control={control} ownTenant={defaultValues.tenantId} /></Half>
        )}
        <Half><RoleField control={control} /></Half>
        <Half><FormTextField control={control} name="language" label={t('form.language')} required options={languages} /></Half>
        <Half><FormCountrySelect control={control} name="country" label={t('form.country')} noOptionsText={t('form.noCountry')} /></Half>
        <Half><FormTextField control={control} name="locale" label={t('form.locale')} required options={locales} /></Half>
        {mode === 'create' && (
          <Half>
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <PasswordField
                  label={t('form.password')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message ? translateMessage(t, fieldState.error.message) : undefined}
                />
              )}
            />
          </Half>
        )}
      </Grid>
      <Box sx={{ mt: 3 }}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to={toUsers()} disabled={formState.isSubmitting}>
            {t('form.cancel')}
          </Button>
          <SaveButton state={state} label={t('form.save')} />
        </Stack>
      </Box>
    </Paper>
  );
}
